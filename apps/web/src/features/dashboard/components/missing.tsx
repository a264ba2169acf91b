import { COMING_BACK } from './coming-back-text.ts';
import classes from './coming-back.module.css';

/** A figure not known (yet): a dash to the eye, its reason to a screen reader. */
export function Missing({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden="true">{COMING_BACK.dash}</span>
      <span className={classes.srOnly}>{label}</span>
    </>
  );
}
