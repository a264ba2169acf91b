import { useId, useState, type FormEvent } from 'react';
import { Textarea } from '@mantine/core';
import { IconBug, IconBulb, IconSend } from '@tabler/icons-react';
import { reportInput, reportTypes, type ReportInput } from '@punla/contract';
import { schemaErrors } from '#shared/form-validation.ts';
import { maxLengthOf, textLimitProps } from '#shared/forms/text-limit.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import type { ReportType } from '../api/report-types.ts';
import classes from './reports.module.css';

export const MESSAGE_MIN = 10;
/** The server's limit, from the contract. */
export const MESSAGE_MAX = maxLengthOf(reportInput, 'message');
export const MESSAGE_MIN_TEXT = `At least ${MESSAGE_MIN} characters`;
export const MESSAGE_THANKS_TEXT = 'Thank you for the details!';

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
  // Under the box: what is missing, or thanks once the message is long enough (never beside an
  // error), and near the limit what is left.
  const hint =
    length < MESSAGE_MIN ? MESSAGE_MIN_TEXT : errors.message ? undefined : MESSAGE_THANKS_TEXT;

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

      <Textarea
        label="Your message"
        classNames={{ label: classes.label, description: classes.counterHint }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
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
        {...textLimitProps(message, MESSAGE_MAX, hint)}
      />

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
