import { useState, type FormEvent } from 'react';
import { NativeSelect, Textarea } from '@mantine/core';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { canMoveReport, reportStatuses, reportUpdateInput } from '@punla/contract';
import { maxLengthOf, textLimitProps } from '#shared/forms/text-limit.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { toast } from '#shared/toast.ts';
import { ConfirmDialog } from '#shared/ui/confirm-dialog.tsx';
import layout from '#shared/styles/layout.module.css';
import { GameButton } from '#shared/ui/game-button.tsx';
import type { Report, ReportStatus } from '../api/report-types.ts';
import { useUpdateReport } from '../api/update-report.ts';
import {
  ADMIN_STATUS,
  CANCEL_LABEL,
  CONFIRM_LABEL,
  NOTHING_TO_SAVE,
  REPLY_HINT,
  REPLY_PLACEHOLDER,
  REPLY_REPLACES,
  SAVE_LABEL,
  SEND_LABEL,
  STATUS_LABEL,
  confirmMessage,
  confirmTitle,
  replyLabel,
  statusOfText,
  replySentText,
  statusSavedText,
} from './reports-text.ts';
import classes from './reports.module.css';

/** The server's limit, from the contract. */
export const REPLY_MAX = maxLengthOf(reportUpdateInput, 'reply');

/**
 * A report's status (only the moves the contract allows) and a reply to its player. A status
 * alone is saved at once; a reply is shown in a confirmation first, since it reaches the player.
 */
export function ReportUpdateForm({ report }: { report: Report }) {
  const update = useSingleFlight(useUpdateReport());
  const [status, setStatus] = useState<ReportStatus>(report.status);
  const [reply, setReply] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const username = report.player.username;
  const written = reply.trim();
  const choices = reportStatuses
    .filter((next) => canMoveReport(report.status, next))
    .map((next) => ({ value: next, label: ADMIN_STATUS[next] }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (written) return setConfirming(true);
    if (status === report.status) return setProblem(NOTHING_TO_SAVE);
    update.mutate(
      { id: report.id, status },
      {
        onSuccess: (saved) => {
          toast.success(statusSavedText(saved.status));
          setStatus(saved.status);
        },
      },
    );
  };

  const send = () =>
    update.mutate(
      { id: report.id, status, reply: written },
      {
        onSuccess: (saved) => {
          toast.success(replySentText(username));
          setStatus(saved.status);
          setConfirming(false);
          setReply('');
        },
      },
    );

  const hint = report.reply ? `${REPLY_REPLACES} ${REPLY_HINT}` : REPLY_HINT;
  return (
    <form className={classes.updateForm} onSubmit={submit} noValidate>
      <NativeSelect
        className={classes.statusField}
        classNames={{ label: classes.fieldLabel }}
        label={
          <>
            {STATUS_LABEL} <span className={layout.srOnly}>{statusOfText(username)}</span>
          </>
        }
        value={status}
        onChange={(event) => {
          setStatus(event.currentTarget.value as ReportStatus);
          setProblem(null);
        }}
        data={choices}
        radius="md"
      />
      <Textarea
        className={classes.replyField}
        classNames={{ label: classes.fieldLabel, description: classes.fieldHint }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        label={replyLabel(username)}
        placeholder={REPLY_PLACEHOLDER}
        autosize
        minRows={2}
        maxRows={10}
        radius="md"
        value={reply}
        onChange={(event) => {
          setReply(event.currentTarget.value);
          setProblem(null);
        }}
        {...textLimitProps(reply, REPLY_MAX, hint)}
      />
      <div className={classes.updateActions}>
        {problem && (
          <p className={classes.formProblem} role="status">
            {problem}
          </p>
        )}
        <GameButton
          type="submit"
          size="sm"
          color="green"
          loading={update.isPending && !confirming}
          leftSection={
            written ? <IconSend size={18} stroke={2.4} /> : <IconCheck size={18} stroke={2.6} />
          }
        >
          {written ? SEND_LABEL : SAVE_LABEL}
        </GameButton>
      </div>
      <ConfirmDialog
        opened={confirming}
        title={confirmTitle(username)}
        message={confirmMessage(report.status, status)}
        confirmLabel={CONFIRM_LABEL}
        confirmColor="green"
        confirmIcon={<IconSend size={18} stroke={2.4} />}
        cancelLabel={CANCEL_LABEL}
        loading={update.isPending}
        onConfirm={send}
        onClose={() => setConfirming(false)}
      >
        <blockquote className={classes.replyPreview}>{written}</blockquote>
      </ConfirmDialog>
    </form>
  );
}
