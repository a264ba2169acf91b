import { InputBase } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

/** Why the game asks, under the select wherever it is asked. */
export const BIRTH_YEAR_HINT =
  "We ask only the year: Punla is for players 13 and older, and players under 18 need a guardian's consent for real planting events.";

export const BIRTH_YEAR_LABEL = 'Year you were born';

/**
 * The contract's BIRTH_YEAR_MIN, written here as a number: read from the contract, it would
 * bring the schema library to the sign-up's first load for one number (the bundler does not
 * copy this one in). A test holds the two equal.
 */
export const FIRST_BIRTH_YEAR = 1900;

/** The years offered: this year down to FIRST_BIRTH_YEAR, newest first. */
export function birthYearOptions(thisYear = new Date().getFullYear()): string[] {
  const years: string[] = [];
  for (let year = thisYear; year >= FIRST_BIRTH_YEAR; year -= 1) years.push(String(year));
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
 * "Year you were born": the browser's own select (a phone shows its own wheel) in the form's
 * field frame, which the sign-up's text fields load already, so the first screen stays light;
 * required, with no year chosen until the player chooses one.
 */
export function BirthYearSelect({ value, onChange, error, classNames }: BirthYearSelectProps) {
  return (
    <InputBase
      component="select"
      size="md"
      radius="md"
      label={BIRTH_YEAR_LABEL}
      description={BIRTH_YEAR_HINT}
      required
      value={value}
      error={error}
      classNames={classNames}
      rightSection={<IconChevronDown size={16} stroke={2} aria-hidden="true" />}
      rightSectionPointerEvents="none"
      onChange={(event: React.ChangeEvent<HTMLSelectElement>) =>
        onChange(event.currentTarget.value)
      }
    >
      <option value="" disabled>
        Choose a year
      </option>
      {birthYearOptions().map((year) => (
        <option key={year} value={year}>
          {year}
        </option>
      ))}
    </InputBase>
  );
}
