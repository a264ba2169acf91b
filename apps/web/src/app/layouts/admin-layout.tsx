import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useLogout } from '../../features/accounts/hooks/use-logout.ts';
import { paths } from '../../shared/paths.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { GameHeader } from '../shell/game-header.tsx';
import { SideMenu, type SideMenuEntry } from '../shell/side-menu.tsx';
import { useGuardRedirect } from '../use-guard.ts';
import { useRouteHandle } from '../route-handle.ts';
import { DocumentTitle, PageFrame } from './page-frame.tsx';
import classes from './layout.module.css';

const ICON = { size: 20, stroke: 2.2 } as const;

export function AdminLayout() {
  const redirectTo = useGuardRedirect();
  const handle = useRouteHandle();
  const { pathname } = useLocation();
  const username = useSessionStore((state) => state.loggedUser?.username ?? null);
  const logout = useLogout();
  const [menuOpened, setMenuOpened] = useState(false);

  if (redirectTo) return <Navigate to={redirectTo} replace />;

  const entries: SideMenuEntry[] = [
    { kind: 'link', label: 'Profile', icon: <IconUserCircle {...ICON} />, to: paths.admin.profile },
    {
      kind: 'logout',
      label: 'Logout',
      icon: <IconLogout {...ICON} />,
      onClick: () => {
        setMenuOpened(false);
        logout();
      },
    },
  ];

  const title = handle.title ?? 'Punla';
  return (
    <div className={`${classes.shell} ${classes.meadow}`}>
      <DocumentTitle title={title} />
      <GameHeader
        variant="admin"
        title={title}
        showBack={!handle.hideBack && pathname !== paths.admin.dashboard}
        fallbackPath={paths.admin.dashboard}
        onOpenMenu={() => setMenuOpened(true)}
        menuOpened={menuOpened}
      />
      <SideMenu
        opened={menuOpened}
        onClose={() => setMenuOpened(false)}
        username={username}
        subtitle="Administrator"
        entries={entries}
      />
      <PageFrame handle={handle} />
    </div>
  );
}

export default AdminLayout;
