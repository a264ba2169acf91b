import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Modal, Textarea } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { PLAYER_REASON_MAX_LENGTH, PLAYER_REASON_MIN_LENGTH } from '@punla/contract';
import { textLimitProps } from '#shared/forms/text-limit.tsx';
import { GameButton, type GameButtonColor } from '#shared/ui/game-button.tsx';
import { ErrorNote } from '#shared/ui/query-state.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { DIALOG, REASON } from './players-text.ts';
import classes from './players.module.css';

const titleStyles = {
  title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' },
};

/**
 * The frame of an action's dialog. Mantine's modal keeps the focus inside, closes on Escape,
 * gives the focus back to the button that opened it, and drops its content once closed, so each
 * opening starts with empty fields (and a new idempotency key where one is made).
 */
export function ActionDialog({
  opened,
  title,
  onClose,
  onClosed,
  wide = false,
  children,
}: {
  opened: boolean;
  title: string;
  /** Room for fields side by side (the adjustment's). */
  wide?: boolean;
  onClose: () => void;
  /** Once it has closed (its transition over). */
  onClosed?: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      title={title}
      centered
      size={wide ? 'lg' : 'md'}
      radius="lg"
      styles={titleStyles}
    >
      {children}
    </Modal>
  );
}

interface ActionStepsProps {
  /** What the action is, above the fields. */
  intro: ReactNode;
  /** The action's own fields (a new username, amounts), above the reason. */
  fields?: ReactNode;
  /** Checks the action's own fields, showing their errors; true when they are fine. */
  checkFields?: () => boolean;
  /** Exactly what will happen, a sentence each, shown before the admin confirms. */
  summary: () => string[];
  confirmLabel: string;
  confirmColor?: GameButtonColor;
  confirmIcon: ReactNode;
  /** The request is on its way. */
  pending: boolean;
  /** The server's refusal of the last try, in its words. */
  problem: string | null;
  /** Sends the action with the reason (trimmed). */
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

/**
 * An action in two steps: the fields and the written reason (at least PLAYER_REASON_MIN_LENGTH
 * characters, counted as it is typed), then what will happen, said exactly, with the button
 * that does it.
 */
export function ActionSteps({
  intro,
  fields,
  checkFields = () => true,
  summary,
  confirmLabel,
  confirmColor = 'green',
  confirmIcon,
  pending,
  problem,
  onConfirm,
  onCancel,
}: ActionStepsProps) {
  const [step, setStep] = useState<'write' | 'confirm'>('write');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const length = reason.trim().length;

  // The focus follows the step: onto what the next step says, or back onto the reason.
  useEffect(() => {
    if (!moved.current) return;
    if (step === 'confirm') confirmHeading.current?.focus();
    else reasonBox.current?.focus();
  }, [step]);

  const next = () => {
    const fieldsFine = checkFields();
    const reasonFine = length >= PLAYER_REASON_MIN_LENGTH;
    if (!reasonFine) setReasonError(REASON.tooShort);
    if (!fieldsFine || !reasonFine) return;
    moved.current = true;
    setStep('confirm');
  };

  if (step === 'confirm') {
    return (
      <div className={classes.dialogStep}>
        <h3 className={classes.confirmTitle} ref={confirmHeading} tabIndex={-1}>
          {DIALOG.confirmTitle}
        </h3>
        <ul className={adminClasses.modalList}>
          {summary().map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <div className={classes.reasonQuote}>
          <span className={classes.reasonQuoteLabel}>{DIALOG.reasonShown}</span>
          <q>{reason.trim()}</q>
        </div>
        {problem && <ErrorNote>{problem}</ErrorNote>}
        <div className={adminClasses.modalActions}>
          <GameButton
            color="yellow"
            size="sm"
            onClick={() => setStep('write')}
            leftSection={<IconArrowLeft size={18} stroke={2.4} />}
          >
            {DIALOG.back}
          </GameButton>
          <GameButton
            color={confirmColor}
            size="sm"
            loading={pending}
            onClick={() => onConfirm(reason.trim())}
            leftSection={confirmIcon}
          >
            {confirmLabel}
          </GameButton>
        </div>
      </div>
    );
  }

  return (
    <form
      className={classes.dialogStep}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <div className={adminClasses.modalText}>{intro}</div>
      {fields}
      <Textarea
        ref={reasonBox}
        label={REASON.label}
        classNames={{ label: adminClasses.label }}
        autosize
        minRows={3}
        maxRows={8}
        radius="md"
        required
        data-autofocus={fields ? undefined : true}
        value={reason}
        error={reasonError}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setReasonError(null);
        }}
        {...textLimitProps(
          reason,
          PLAYER_REASON_MAX_LENGTH,
          <>
            {REASON.description}{' '}
            <span className={classes.reasonCount} data-met={length >= PLAYER_REASON_MIN_LENGTH}>
              {REASON.count(length)}
            </span>
          </>,
        )}
      />
      <div className={adminClasses.modalActions}>
        <GameButton color="yellow" size="sm" onClick={onCancel}>
          {DIALOG.cancel}
        </GameButton>
        <GameButton
          type="submit"
          color="green"
          size="sm"
          rightSection={<IconArrowRight size={18} stroke={2.4} />}
        >
          {DIALOG.next}
        </GameButton>
      </div>
    </form>
  );
}
