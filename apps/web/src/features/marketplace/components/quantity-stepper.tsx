import { IconMinus, IconPlus } from '@tabler/icons-react';
import classes from './marketplace.module.css';

interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  max: number;
  /** Names the field for screen readers, e.g. "Quantity of Water ×5". */
  label: string;
  disabled?: boolean;
}

const clamp = (value: number, max: number) => Math.min(Math.max(1, Math.round(value)), max);

/** How many packs to buy: − and + buttons around a number field, 1 to `max`. */
export function QuantityStepper({ value, onChange, max, label, disabled }: QuantityStepperProps) {
  const top = Math.max(1, max);
  return (
    <div className={classes.stepper} data-disabled={disabled || undefined}>
      <button
        type="button"
        className={classes.stepButton}
        onClick={() => onChange(clamp(value - 1, top))}
        disabled={disabled || value <= 1}
        aria-label={`One less (${label})`}
      >
        <IconMinus size={16} stroke={3} />
      </button>
      <input
        className={classes.stepInput}
        type="number"
        inputMode="numeric"
        min={1}
        max={top}
        value={value}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => {
          const typed = Number(event.currentTarget.value);
          if (Number.isFinite(typed) && event.currentTarget.value !== '') {
            onChange(clamp(typed, top));
          }
        }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        className={classes.stepButton}
        onClick={() => onChange(clamp(value + 1, top))}
        disabled={disabled || value >= top}
        aria-label={`One more (${label})`}
      >
        <IconPlus size={16} stroke={3} />
      </button>
    </div>
  );
}
