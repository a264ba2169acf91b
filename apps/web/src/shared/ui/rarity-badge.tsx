import { Badge } from '@mantine/core';
import type { Rarity } from '@punla/contract';

const look: Record<Rarity, { color: string; variant: 'light' | 'filled' }> = {
  common: { color: 'leaf', variant: 'light' },
  uncommon: { color: 'sky', variant: 'light' },
  rare: { color: 'sun.3', variant: 'filled' },
};

/** A species' rarity: common, uncommon or rare. */
export function RarityBadge({ rarity, size = 'md' }: { rarity: Rarity; size?: 'sm' | 'md' }) {
  const { color, variant } = look[rarity];
  return (
    <Badge
      color={color}
      variant={variant}
      size={size}
      radius="sm"
      c={rarity === 'rare' ? 'sun.9' : undefined}
    >
      {rarity}
    </Badge>
  );
}
