import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import classes from './game-drawer.module.css';

interface GameDrawerProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  children?: ReactNode;
}

/** A game panel that slides up on a phone and in from the right on wider screens. */
export function GameDrawer({ title, opened, onClose, children }: GameDrawerProps) {
  const phone = useMediaQuery('(max-width: 600px)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={phone ? 'bottom' : 'right'}
      size={phone ? '88%' : 420}
      title={title}
      overlayProps={{ backgroundOpacity: 0.45, blur: 2 }}
      classNames={{ content: classes.drawer, header: classes.drawer, body: classes.body }}
      styles={{ title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' } }}
    >
      {children}
    </Drawer>
  );
}
