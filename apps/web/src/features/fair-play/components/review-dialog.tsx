import { useState } from 'react';
import { Textarea } from '@mantine/core';
import { IconCheck, IconShieldX } from '@tabler/icons-react';
import {
  FAIR_PLAY_REASON_MAX_LENGTH,
  FAIR_PLAY_REASON_MIN_LENGTH,
  type FairPlayFlag,
} from '@punla/contract';
import { getErrorText } from '#shared/error-text.ts';
import { textLimitProps } from '#shared/forms/text-limit.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { toast } from '#shared/toast.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useReviewFairPlayFlag } from '../api/review-fair-play-flag.ts';
import {
  ACTIONS,
  CANCEL_LABEL,
  REASON_DESCRIPTION,
  REASON_LABEL,
  REASON_TOO_SHORT,
} from './fair-play-text.ts';

export type Decision = 'clear' | 'confirm';

/**
 * Asks for the written reason of a decision and confirms it: the flag is cleared or confirmed
 * once the admin presses the dialog's button; a failure stays under the reason.
 */
export function ReviewDialog({
  flag,
  decision,
  onClose,
}: {
  flag: FairPlayFlag;
  decision: Decision | null;
  onClose: () => void;
}) {
  const review = useSingleFlight(useReviewFairPlayFlag());
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const words = ACTIONS[decision ?? 'clear'];
  const close = () => {
    setReason('');
    setProblem(null);
    onClose();
  };
  const send = () => {
    if (!decision) return;
    if (reason.trim().length < FAIR_PLAY_REASON_MIN_LENGTH) {
      setProblem(REASON_TOO_SHORT);
      return;
    }
    review.mutate(
      { flagId: flag.id, decision, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(words.done);
          close();
        },
        onError: (error) => setProblem(getErrorText(error)),
      },
    );
  };
  return (
    <ConfirmDialog
      opened={decision !== null}
      title={words.title(flag.player.username)}
      message={words.message}
      confirmLabel={words.confirm}
      confirmColor={decision === 'confirm' ? 'red' : 'green'}
      confirmIcon={
        decision === 'confirm' ? (
          <IconShieldX size={18} stroke={2.4} />
        ) : (
          <IconCheck size={18} stroke={2.6} />
        )
      }
      cancelLabel={CANCEL_LABEL}
      loading={review.isPending}
      onConfirm={send}
      onClose={close}
    >
      <Textarea
        label={REASON_LABEL}
        classNames={{ label: adminClasses.label }}
        autosize
        minRows={3}
        maxRows={8}
        radius="md"
        data-autofocus
        value={reason}
        error={problem}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setProblem(null);
        }}
        {...textLimitProps(reason, FAIR_PLAY_REASON_MAX_LENGTH, REASON_DESCRIPTION)}
      />
    </ConfirmDialog>
  );
}
