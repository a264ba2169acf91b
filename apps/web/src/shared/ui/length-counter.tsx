import classes from './length-counter.module.css';

/** "12 / 120" under a text field, red once the text is too long. */
export function LengthCounter({ length, max }: { length: number; max: number }) {
  return (
    <span className={classes.counter} data-over={length > max || undefined}>
      {length} / {max}
    </span>
  );
}
