import { Link, useLocation, useNavigate } from 'react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { SproutMark, Wordmark } from '#shared/ui/sprout-logo.tsx';
import { guestBackTarget, useCanGoBack } from './back-navigation.ts';
import classes from './header.module.css';

export function GuestHeader() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const back = guestBackTarget(pathname);

  const goBack = () => {
    if (back.kind === 'path') void navigate(back.to);
    // Opened straight from outside: "back" stays in the app and goes to the landing page.
    else if (canGoBack) void navigate(-1);
    else void navigate(paths.landing);
  };

  return (
    <header className={classes.guest} data-transparent={back.kind === 'none' || undefined}>
      {back.kind !== 'none' && (
        <button type="button" className={classes.guestBack} onClick={goBack} aria-label="Go back">
          <IconArrowLeft size={22} stroke={2.5} />
        </button>
      )}
      <Link to={paths.landing} className={classes.brand} aria-label="Punla home">
        <SproutMark size={38} />
        <Wordmark />
      </Link>
      <div className={classes.spacer} />
      {back.kind === 'none' && (
        <GameButton to={paths.login} color="yellow" size="sm">
          Log in
        </GameButton>
      )}
    </header>
  );
}
