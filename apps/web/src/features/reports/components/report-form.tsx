import { useId, useState, type FormEvent } from 'react';
import { Textarea } from '@mantine/core';
import { IconBug, IconBulb, IconSend } from '@tabler/icons-react';
import { reportInput, reportTypes, type ReportInput } from '@punla/contract';
import { schemaErrors } from '#shared/form-validation.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { LengthCounter } from '#shared/ui/length-counter.tsx';
import type { ReportType } from '../api/report-types.ts';
import classes from './reports.module.css';

export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

const TYPE_CHOICES: Record<ReportType, { label: string; hint: string; icon: typeof IconBug }> = {
  BUG: { label: 'Bug', hint: 'Something is broken', icon: IconBug },
  SUGGESTION: { label: 'Suggestion', hint: 'An idea for Punla', icon: IconBulb },
};

const PLACEHOLDERS: Record<ReportType, string> = {
  BUG: 'What happened, and what did you expect? Which screen were you on?',
  SUGGESTION: 'What would make Punla more fun or more useful?',
};

interface ReportFormProps {
  sending: boolean;
  /** Sends the report, and calls `onSent` once it was sent, so the form can clear. */
  onSend: (input: ReportInput, onSent: () => void) => void;
}

/** Bug or suggestion, and the message, checked with the contract's rules. */
export function ReportForm({ sending, onSend }: ReportFormProps) {
  const groupName = useId();
  const [type, setType] = useState<ReportType>('BUG');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const length = message.trim().length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { type, message };
    const found = schemaErrors(reportInput, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSend(reportInput.parse(values), () => {
      setType('BUG');
      setMessage('');
      setErrors({});
    });
  };

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <fieldset className={classes.types}>
        <legend className={classes.label}>What is it?</legend>
        <div className={classes.typeChoices}>
          {reportTypes.map((value) => {
            const choice = TYPE_CHOICES[value];
            const Icon = choice.icon;
            return (
              <label key={value} className={classes.typeChoice} data-type={value}>
                <input
                  type="radio"
                  name={groupName}
                  value={value}
                  checked={type === value}
                  onChange={() => setType(value)}
                  className={classes.radio}
                />
                <span className={classes.typeIcon} aria-hidden="true">
                  <Icon size={26} stroke={2.2} />
                </span>
                <span className={classes.typeText}>
                  <span className={classes.typeLabel}>{choice.label}</span>
                  <span className={classes.typeHint}>{choice.hint}</span>
                </span>
              </label>
            );
          })}
        </div>
        {errors.type && <span className={classes.fieldError}>{errors.type}</span>}
      </fieldset>

      <div className={classes.field}>
        <Textarea
          label="Your message"
          classNames={{ label: classes.label }}
          placeholder={PLACEHOLDERS[type]}
          autosize
          minRows={6}
          maxRows={14}
          size="md"
          radius="md"
          value={message}
          error={errors.message}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setMessage(next);
            if (errors.message) setErrors((current) => ({ ...current, message: '' }));
          }}
        />
        <div className={classes.counterRow}>
          <span className={classes.counterHint}>
            {length < MESSAGE_MIN
              ? `At least ${MESSAGE_MIN} characters`
              : 'Thank you for the details!'}
          </span>
          <LengthCounter length={length} max={MESSAGE_MAX} />
        </div>
      </div>

      <GameButton
        type="submit"
        color="green"
        size="lg"
        fullWidth
        loading={sending}
        leftSection={<IconSend size={22} stroke={2.4} />}
      >
        Send
      </GameButton>
    </form>
  );
}
