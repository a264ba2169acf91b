import { LoadingSkeleton } from '#shared/ui/skeleton.tsx';
import classes from './layout.module.css';

/** While the app's first page loads: a panel's skeleton. */
export function PageLoader() {
  return (
    <div className={classes.loader}>
      <LoadingSkeleton label="Loading" shape="panel" />
    </div>
  );
}
