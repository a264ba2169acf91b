import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Loader } from '@mantine/core';
import classes from './game-button.module.css';

/** Spec §5, §9: a button is green, yellow, blue or red, nothing else. */
export const GAME_BUTTON_COLORS = ['green', 'yellow', 'blue', 'red'] as const;
export type GameButtonColor = (typeof GAME_BUTTON_COLORS)[number];

export function assertGameButtonColor(color: unknown): asserts color is GameButtonColor {
  if (!GAME_BUTTON_COLORS.includes(color as GameButtonColor)) {
    throw new Error(
      `Invalid button color "${String(color)}". Use one of: ${GAME_BUTTON_COLORS.join(', ')}.`,
    );
  }
}

interface GameButtonOwnProps {
  color?: GameButtonColor;
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  loading?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  children?: ReactNode;
}

type ButtonProps = GameButtonOwnProps &
  Omit<ComponentPropsWithoutRef<'button'>, keyof GameButtonOwnProps> & { to?: undefined };
type LinkButtonProps = GameButtonOwnProps & Omit<LinkProps, keyof GameButtonOwnProps>;

export type GameButtonProps = ButtonProps | LinkButtonProps;

/** The chunky, pressable button of the game. With `to` it is a link that looks the same. */
export function GameButton(props: GameButtonProps) {
  const {
    color = 'green',
    size = 'md',
    fullWidth = false,
    loading = false,
    leftSection,
    rightSection,
    children,
    className,
    ...rest
  } = props;
  assertGameButtonColor(color);

  const classNames = [classes.button, fullWidth ? classes.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {loading ? (
        <span className={classes.section}>
          <Loader size={18} color="currentColor" type="oval" />
        </span>
      ) : (
        leftSection && <span className={classes.section}>{leftSection}</span>
      )}
      <span className={classes.label}>{children}</span>
      {rightSection && <span className={classes.section}>{rightSection}</span>}
    </>
  );
  const data = {
    'data-color': color,
    'data-size': size,
    'data-loading': loading || undefined,
  };

  if ('to' in rest && rest.to !== undefined) {
    return (
      <Link {...(rest as LinkProps)} {...data} className={classNames}>
        {content}
      </Link>
    );
  }
  const { type = 'button', disabled, ...buttonRest } = rest as ComponentPropsWithoutRef<'button'>;
  return (
    <button
      {...buttonRest}
      {...data}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classNames}
    >
      {content}
    </button>
  );
}
