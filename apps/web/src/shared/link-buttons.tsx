import type { ComponentType } from 'react';
import type { IconProps } from '@tabler/icons-react';
import { GameButton, type GameButtonColor } from './ui/game-button.tsx';

export interface ButtonLink {
  to: string;
  label: string;
  color: GameButtonColor;
  icon?: ComponentType<IconProps>;
}

/** Links that look like the game's buttons, side by side in the caller's container. */
export function LinkButtons({
  links,
  size = 'sm',
}: {
  links: readonly ButtonLink[];
  size?: 'sm' | 'md' | 'lg';
}) {
  const iconSize = size === 'lg' ? 22 : size === 'md' ? 20 : 18;
  return links.map(({ to, label, color, icon: Icon }) => (
    <GameButton
      key={to}
      to={to}
      color={color}
      size={size}
      leftSection={Icon && <Icon size={iconSize} stroke={2.4} />}
    >
      {label}
    </GameButton>
  ));
}
