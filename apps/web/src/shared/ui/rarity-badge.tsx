import { Badge } from '@mantine/core';
import type { Rarity } from '@punla/contract';

const look: Record<Rarity, { color: string; variant: 'light' | 'filled' }> = {
  common: { color: 'leaf', variant: 'light' },
  uncommon: { color: 'sky', variant: 'light' },
  rare: { color: 'sun.3', variant: 'filled' },
};

/** Never shrunk in a narrow row: the word is shown whole (its row wraps instead). */
const WHOLE = { flex: 'none', overflow: 'visible' } as const;
const WHOLE_LABEL = { label: { overflow: 'visible', textOverflow: 'clip' } } as const;

/** A species' rarity: common, uncommon or rare. */
export function RarityBadge({ rarity, size = 'md' }: { rarity: Rarity; size?: 'sm' | 'md' }) {
  const { color, variant } = look[rarity];
  return (
    <Badge
      color={color}
      variant={variant}
      size={size}
      radius="sm"
      style={WHOLE}
      styles={WHOLE_LABEL}
      c={rarity === 'rare' ? 'sun.9' : undefined}
    >
      {rarity}
    </Badge>
  );
}
