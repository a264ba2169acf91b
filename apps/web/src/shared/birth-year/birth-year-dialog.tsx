import { useState } from 'react';
import { Modal } from '@mantine/core';
import { ApiError } from '../api-client.ts';
import { getErrorText, getFieldErrors } from '../error-text.ts';
import { useSingleFlight } from '../hooks/use-single-flight.ts';
import { GameButton } from '../ui/game-button.tsx';
import { BirthYearSelect } from './birth-year-select.tsx';
import { useSetBirthYear } from './set-birth-year.ts';
import classes from '../ui/admin.module.css';

const titleStyles = {
  title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' },
};

interface BirthYearDialogProps {
  opened: boolean;
  userId: string;
  /** Why it is asked now, above the select. */
  lead: string;
  /** "Later" (the player can put it off) or "Cancel". */
  closeLabel: string;
  onClose: () => void;
  /** Once the year is on file. */
  onSaved?: (birthYear: number) => void;
  /** After a player under 13 read why the account closes (the app logs them out). */
  onTooYoung?: () => void;
}

/** Asks the year the player was born, once: the select, its reason, and Save. */
export function BirthYearDialog({
  opened,
  userId,
  lead,
  closeLabel,
  onClose,
  onSaved,
  onTooYoung,
}: BirthYearDialogProps) {
  const [year, setYear] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSingleFlight(useSetBirthYear());
  const tooYoung = save.error instanceof ApiError && save.error.code === 'TOO_YOUNG';

  const submit = () => {
    if (!year) {
      setError('Choose the year you were born.');
      return;
    }
    save.mutate(
      { userId, birthYear: Number(year) },
      { onSuccess: (profile) => onSaved?.(profile.birthYear ?? Number(year)) },
    );
  };

  const failure = save.isError && !tooYoung ? getErrorText(save.error) : null;
  const fieldError = error ?? (save.isError ? getFieldErrors(save.error).birthYear : undefined);

  return (
    <Modal
      opened={opened}
      onClose={tooYoung ? (onTooYoung ?? onClose) : onClose}
      title="The year you were born"
      centered
      radius="lg"
      styles={titleStyles}
    >
      {tooYoung ? (
        <>
          <p className={classes.modalText} role="alert">
            {getErrorText(save.error)}
          </p>
          <div className={classes.modalActions}>
            <GameButton size="sm" onClick={onTooYoung ?? onClose}>
              OK
            </GameButton>
          </div>
        </>
      ) : (
        <>
          <p className={classes.modalText}>{lead}</p>
          {failure && !fieldError && (
            <p className={classes.modalText} role="alert">
              {failure}
            </p>
          )}
          <BirthYearSelect
            value={year}
            error={fieldError}
            onChange={(value) => {
              setYear(value);
              setError(undefined);
              if (save.isError) save.reset();
            }}
          />
          <div className={classes.modalActions}>
            <GameButton color="yellow" size="sm" onClick={onClose}>
              {closeLabel}
            </GameButton>
            <GameButton size="sm" loading={save.isPending} onClick={submit}>
              Save
            </GameButton>
          </div>
        </>
      )}
    </Modal>
  );
}
