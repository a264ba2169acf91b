import { NativeSelect } from '@mantine/core';
import { BIRTH_YEAR_MIN } from '@punla/contract';

/** Why the game asks, under the select wherever it is asked. */
export const BIRTH_YEAR_HINT =
  "We ask only the year: Punla is for players 13 and older, and players under 18 need a guardian's consent for real planting events.";

export const BIRTH_YEAR_LABEL = 'Year you were born';

/** The years offered: this year down to BIRTH_YEAR_MIN, newest first. */
export function birthYearOptions(thisYear = new Date().getFullYear()): string[] {
  const years: string[] = [];
  for (let year = thisYear; year >= BIRTH_YEAR_MIN; year -= 1) years.push(String(year));
  return years;
}

interface BirthYearSelectProps {
  /** The chosen year, or '' while none is chosen (there is no default). */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  classNames?: { label?: string };
}

/**
 * "Year you were born": a native select (light on the sign-up screen, and a phone's own wheel),
 * required, with no year chosen until the player chooses one.
 */
export function BirthYearSelect({ value, onChange, error, classNames }: BirthYearSelectProps) {
  return (
    <NativeSelect
      label={BIRTH_YEAR_LABEL}
      description={BIRTH_YEAR_HINT}
      required
      value={value}
      error={error}
      classNames={classNames}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: 'Choose a year', disabled: true },
        ...birthYearOptions().map((year) => ({ value: year, label: year })),
      ]}
    />
  );
}
