import { Navigate, useLocation } from 'react-router';
import { IconUserCircle, IconUsers } from '@tabler/icons-react';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { SessionSync } from '#shared/session/session-sync.tsx';
import { useGuardRedirect } from '../use-guard.ts';
import { useRouteHandle } from '#shared/routing/route-handle.ts';
import { GameShell, MENU_ICON } from './game-shell.tsx';

export function AdminLayout() {
  const redirectTo = useGuardRedirect();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const username = useSessionStore((state) => state.loggedUser?.username ?? null);

  if (redirectTo) return <Navigate to={redirectTo} replace />;

  return (
    <GameShell
      variant="admin"
      handle={handle}
      showBack={!handle.hideBack && pathname !== paths.admin.dashboard}
      fallbackPath={paths.admin.dashboard}
      username={username}
      subtitle="Administrator"
      entries={[
        {
          kind: 'link',
          label: 'Profile',
          icon: <IconUserCircle {...MENU_ICON} />,
          to: paths.admin.profile,
        },
        {
          kind: 'link',
          label: 'Players',
          icon: <IconUsers {...MENU_ICON} />,
          to: paths.admin.players,
        },
      ]}
    >
      <SessionSync />
    </GameShell>
  );
}

export default AdminLayout;
