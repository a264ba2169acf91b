import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { endSessionExit } from '#shared/session/session-exit.ts';
import { GuestHeader } from '../shell/guest-header.tsx';
import { useGuardRedirect } from '../use-guard.ts';
import { useRouteHandle } from '#shared/routing/route-handle.ts';
import { DocumentTitle, PageFrame } from './page-frame.tsx';
import classes from './layout.module.css';

export function GuestLayout() {
  const redirectTo = useGuardRedirect();
  const handle = useRouteHandle();
  useEffect(() => {
    if (!redirectTo) endSessionExit();
  }, [redirectTo]);
  if (redirectTo) return <Navigate to={redirectTo} replace />;
  return (
    <div className={`${classes.shell} ${classes.meadow}`}>
      <DocumentTitle title={handle.title} />
      <GuestHeader />
      <PageFrame handle={handle} />
    </div>
  );
}

export default GuestLayout;
