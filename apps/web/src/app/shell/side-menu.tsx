import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Drawer, Switch } from '@mantine/core';
import { SproutMark } from '#shared/ui/sprout-logo.tsx';
import classes from './side-menu.module.css';

export type SideMenuEntry =
  | { kind: 'link'; label: string; icon: ReactNode; to: string }
  | {
      kind: 'toggle';
      label: string;
      icon: ReactNode;
      checked: boolean;
      onChange: (on: boolean) => void;
    }
  | { kind: 'logout'; label: string; icon: ReactNode; onClick: () => void };

interface SideMenuProps {
  opened: boolean;
  onClose: () => void;
  username: string | null;
  subtitle: string;
  entries: SideMenuEntry[];
}

/** The menu that slides in from the right; a click outside closes it (docs/spec-notes.md §2). */
export function SideMenu({ opened, onClose, username, subtitle, entries }: SideMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={320}
      title="Menu"
      closeOnClickOutside
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      classNames={{
        body: classes.drawerBody,
        content: classes.drawerBody,
        header: classes.drawerBody,
      }}
      styles={{ title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' } }}
    >
      <div className={classes.header}>
        <SproutMark size={48} />
        <div>
          <p className={classes.name}>{username ?? 'Player'}</p>
          <p className={classes.meta}>{subtitle}</p>
        </div>
      </div>
      <nav aria-label="Main menu">
        <ul className={classes.list}>
          {entries.map((entry) => (
            <li key={entry.label}>
              {entry.kind === 'link' && (
                <Link to={entry.to} className={classes.item} onClick={onClose}>
                  <span className={classes.icon}>{entry.icon}</span>
                  <span className={classes.label}>{entry.label}</span>
                </Link>
              )}
              {entry.kind === 'toggle' && (
                <div className={classes.item} data-toggle>
                  <span className={classes.icon}>{entry.icon}</span>
                  <Switch
                    size="md"
                    label={entry.label}
                    labelPosition="left"
                    checked={entry.checked}
                    onChange={(event) => entry.onChange(event.currentTarget.checked)}
                    classNames={{
                      root: classes.switchRoot,
                      body: classes.switchBody,
                      labelWrapper: classes.switchLabelWrapper,
                      label: classes.switchLabel,
                    }}
                  />
                </div>
              )}
              {entry.kind === 'logout' && (
                <button type="button" className={classes.logout} onClick={entry.onClick}>
                  <span className={classes.icon}>{entry.icon}</span>
                  <span className={classes.label}>{entry.label}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
