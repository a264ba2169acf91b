import { passwordStrength, type PasswordStrength } from '@punla/contract';
import classes from './accounts.module.css';

const LABELS: Record<PasswordStrength, string> = {
  weak: 'Weak',
  medium: 'Medium',
  strong: 'Strong',
};

const LEVEL: Record<PasswordStrength, number> = { weak: 1, medium: 2, strong: 3 };

/** Spec §9's generic meter: medium is 6+ with two kinds of characters, strong 8+ with all three. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  return (
    <div className={classes.meter} aria-live="polite">
      <div className={classes.meterBars} aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span
            key={bar}
            className={classes.meterBar}
            data-strength={strength}
            data-on={bar <= LEVEL[strength] || undefined}
          />
        ))}
      </div>
      <div className={classes.meterText}>
        <span>
          Strength: <strong data-strength={strength}>{LABELS[strength]}</strong>
        </span>
        {strength !== 'strong' && <span>Mix a–z, A–Z and 0–9</span>}
      </div>
    </div>
  );
}
