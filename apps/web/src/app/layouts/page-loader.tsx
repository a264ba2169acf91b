import { Loader } from '@mantine/core';
import classes from './layout.module.css';

export function PageLoader() {
  return (
    <div className={classes.loader} role="status" aria-label="Loading">
      <Loader color="leaf" type="dots" size="lg" />
    </div>
  );
}
