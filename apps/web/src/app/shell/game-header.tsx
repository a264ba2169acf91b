import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { IconArrowLeft, IconMenu2 } from '@tabler/icons-react';
import { useCanGoBack } from './back-navigation.ts';
import classes from './header.module.css';

interface GameHeaderProps {
  title: string;
  showBack: boolean;
  /** Where the arrow leads when there is no earlier page of the app to go back to. */
  fallbackPath: string;
  onOpenMenu: () => void;
  menuOpened: boolean;
  variant?: 'player' | 'admin';
  /** Shown beside the menu button (the player's coins). */
  extra?: ReactNode;
}

/** The header of the player and admin areas: back arrow, page title, menu button. */
export function GameHeader({
  title,
  showBack,
  fallbackPath,
  onOpenMenu,
  menuOpened,
  variant = 'player',
  extra,
}: GameHeaderProps) {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const goBack = () => {
    if (canGoBack) void navigate(-1);
    else void navigate(fallbackPath);
  };

  return (
    <header
      className={classes.game}
      data-admin={variant === 'admin' || undefined}
      data-with-extra={extra ? true : undefined}
    >
      <div>
        {showBack && (
          <button
            type="button"
            className={classes.iconButton}
            onClick={goBack}
            aria-label="Go back"
          >
            <IconArrowLeft size={22} stroke={2.5} />
          </button>
        )}
      </div>
      <h1 className={classes.title}>{title}</h1>
      <div className={extra ? classes.end : undefined}>
        {extra}
        <button
          type="button"
          className={classes.iconButton}
          onClick={onOpenMenu}
          aria-label="Open menu"
          aria-expanded={menuOpened}
        >
          <IconMenu2 size={22} stroke={2.5} />
        </button>
      </div>
    </header>
  );
}
