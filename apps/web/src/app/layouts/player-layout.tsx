import { useState } from 'react';
import { Navigate } from 'react-router';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBug,
  IconCalendarCheck,
  IconFileText,
  IconHeartHandshake,
  IconHelpCircle,
  IconMap2,
  IconMusic,
  IconShieldLock,
  IconUserCircle,
} from '@tabler/icons-react';
import { levelForXp } from '@punla/contract';
import { BirthYearPrompt } from '#features/accounts/components/birth-year-prompt.tsx';
import { BackgroundMusic } from '#features/music/background-music.tsx';
import { NotificationBell } from '#features/notifications/components/notification-bell.tsx';
import { CoinPill } from '#features/wallet/components/coin-pill.tsx';
import { TriviaCorner } from '#features/trivia/components/trivia-corner.tsx';
import { isMusicEnabled, setMusicEnabled, startMusic, stopMusic } from '#shared/music.ts';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { SessionSync } from '#shared/session/session-sync.tsx';
import { GameNav } from '../shell/game-nav.tsx';
import { MusicToggle } from '../shell/music-toggle.tsx';
import type { SideMenuEntry } from '../shell/side-menu.tsx';
import { useGuardRedirect } from '../use-guard.ts';
import { useRouteHandle } from '#shared/routing/route-handle.ts';
import { GameShell, MENU_ICON as ICON } from './game-shell.tsx';
import { PlayerProfileRefresh } from './player-profile-refresh.tsx';

export function PlayerLayout() {
  const redirectTo = useGuardRedirect();
  const handle = useRouteHandle();
  const loggedUser = useSessionStore((state) => state.loggedUser);
  const [musicOn, setMusicOn] = useState(() => isMusicEnabled(loggedUser?.id));
  // A narrow phone's header has no room for the music button beside the bell: the menu's
  // Music switch does the same.
  const narrow = useMediaQuery('(max-width: 420px)');

  if (redirectTo) return <Navigate to={redirectTo} replace />;

  const toggleMusic = (on: boolean) => {
    setMusicOn(on);
    if (loggedUser) setMusicEnabled(loggedUser.id, on);
    if (on) startMusic();
    else stopMusic();
  };

  const entries: SideMenuEntry[] = [
    { kind: 'link', label: 'Profile', icon: <IconUserCircle {...ICON} />, to: paths.app.profile },
    {
      kind: 'toggle',
      label: 'Music',
      icon: <IconMusic {...ICON} />,
      checked: musicOn,
      onChange: toggleMusic,
    },
    {
      kind: 'link',
      label: 'How to Play?',
      icon: <IconHelpCircle {...ICON} />,
      to: paths.app.howToPlay,
    },
    {
      kind: 'link',
      label: 'Event Eligibility',
      icon: <IconCalendarCheck {...ICON} />,
      to: paths.app.eligibilityChecker,
    },
    {
      kind: 'link',
      label: 'Previous Activities',
      icon: <IconMap2 {...ICON} />,
      to: paths.app.map,
    },
    {
      kind: 'link',
      label: 'Help us improve',
      icon: <IconBug {...ICON} />,
      to: paths.app.reportBug,
    },
    {
      kind: 'link',
      label: 'Support us',
      icon: <IconHeartHandshake {...ICON} />,
      to: paths.app.supportUs,
    },
    {
      kind: 'link',
      label: 'Privacy Policy',
      icon: <IconShieldLock {...ICON} />,
      to: paths.privacyPolicy,
    },
    {
      kind: 'link',
      label: 'Terms of Use',
      icon: <IconFileText {...ICON} />,
      to: paths.termsOfUse,
    },
  ];

  return (
    <GameShell
      handle={handle}
      showBack={!handle.hideBack}
      fallbackPath={paths.app.myTree}
      headerExtra={
        loggedUser && (
          <>
            {!handle.hideCoins && <CoinPill userId={loggedUser.id} />}
            <TriviaCorner />
            <NotificationBell userId={loggedUser.id} />
            {!narrow && <MusicToggle on={musicOn} onChange={toggleMusic} />}
          </>
        )
      }
      username={loggedUser?.username ?? null}
      subtitle={`Level ${levelForXp(loggedUser?.totalXp ?? 0)} · ${loggedUser?.totalXp ?? 0} XP`}
      entries={entries}
    >
      <SessionSync />
      {loggedUser && <PlayerProfileRefresh userId={loggedUser.id} />}
      {loggedUser && <BackgroundMusic userId={loggedUser.id} />}
      {loggedUser && <BirthYearPrompt userId={loggedUser.id} />}
      <GameNav />
    </GameShell>
  );
}

export default PlayerLayout;
