import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { RouteHandle } from '#shared/routing/route-handle.ts';
import classes from './layout.module.css';

/** The scrolling area under a header; honours the route's noOverflow and fullWidth. */
export function PageFrame({ handle, className }: { handle: RouteHandle; className?: string }) {
  const content: ReactNode = <Outlet />;
  return (
    <main
      className={[classes.main, className ?? ''].join(' ')}
      data-no-overflow={handle.noOverflow || undefined}
    >
      <div className={handle.fullWidth ? classes.fullWidth : classes.content}>{content}</div>
    </main>
  );
}

export function DocumentTitle({ title }: { title?: string }) {
  return <title>{title && title !== 'Punla' ? `${title} · Punla` : 'Punla'}</title>;
}
