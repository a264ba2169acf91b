import { useState, type ReactNode } from 'react';
import { IconLogout } from '@tabler/icons-react';
import { useLogout } from '#features/accounts/hooks/use-logout.ts';
import type { RouteHandle } from '#shared/routing/route-handle.ts';
import { GameHeader } from '../shell/game-header.tsx';
import { SideMenu, type SideMenuEntry } from '../shell/side-menu.tsx';
import { DocumentTitle, PageFrame } from './page-frame.tsx';
import classes from './layout.module.css';

export const MENU_ICON = { size: 20, stroke: 2.2 } as const;

interface GameShellProps {
  variant?: 'player' | 'admin';
  handle: RouteHandle;
  showBack: boolean;
  /** Where the back arrow goes when there is no page to go back to. */
  fallbackPath: string;
  /** Beside the menu button: the coins and the trivia corner in the player area. */
  headerExtra?: ReactNode;
  /** Who the menu is for, and a line under the name. */
  username: string | null;
  subtitle: string;
  /** The menu's entries; Logout comes after them. */
  entries: SideMenuEntry[];
  /** After the page: the bottom navigation, and parts that draw nothing. */
  children?: ReactNode;
}

/** The logged-in areas' frame: the header with the page's title, the side menu, the page. */
export function GameShell({
  variant = 'player',
  handle,
  showBack,
  fallbackPath,
  headerExtra,
  username,
  subtitle,
  entries,
  children,
}: GameShellProps) {
  const logout = useLogout();
  const [menuOpened, setMenuOpened] = useState(false);
  const logoutEntry: SideMenuEntry = {
    kind: 'logout',
    label: 'Logout',
    icon: <IconLogout {...MENU_ICON} />,
    onClick: () => {
      setMenuOpened(false);
      logout();
    },
  };
  const title = handle.title ?? 'Punla';
  return (
    <div className={`${classes.shell} ${classes.meadow}`}>
      <DocumentTitle title={title} />
      <GameHeader
        variant={variant}
        title={title}
        showBack={showBack}
        fallbackPath={fallbackPath}
        onOpenMenu={() => setMenuOpened(true)}
        menuOpened={menuOpened}
        extra={headerExtra}
      />
      <SideMenu
        opened={menuOpened}
        onClose={() => setMenuOpened(false)}
        username={username}
        subtitle={subtitle}
        entries={[...entries, logoutEntry]}
      />
      <PageFrame handle={handle} />
      {children}
    </div>
  );
}
