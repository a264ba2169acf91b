import type { ReactNode } from 'react';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import classes from './accounts.module.css';

export function FormError({ children }: { children: ReactNode }) {
  return (
    <div className={classes.formError} role="alert">
      <IconAlertTriangle size={20} stroke={2.2} style={{ flex: 'none', marginTop: 1 }} />
      <span>{children}</span>
    </div>
  );
}

export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div className={classes.formNotice} role="status">
      <IconCircleCheck size={20} stroke={2.2} style={{ flex: 'none', marginTop: 1 }} />
      <span>{children}</span>
    </div>
  );
}
