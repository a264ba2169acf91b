import { useState, type ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { toast } from '../toast.ts';
import { GameButton } from './game-button.tsx';
import classes from './admin.module.css';

const titleStyles = {
  title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' },
};

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, as a sentence … */
  message?: ReactNode;
  /** … or as a few points. */
  details?: string[];
  /** The red "Delete" unless told otherwise. */
  confirmLabel?: string;
  confirmColor?: 'red' | 'green';
  confirmIcon?: ReactNode;
  cancelLabel?: string;
  /** What the action asks for first (a reason, say), under the message. */
  children?: ReactNode;
  /** The action is running: the dialog waits for it. */
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks before an action that cannot be taken back. Mantine's modal keeps the focus inside,
 * closes on Escape and gives the focus back to the button that opened it.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  details,
  confirmLabel = 'Delete',
  confirmColor = 'red',
  confirmIcon = <IconTrash size={18} stroke={2.4} />,
  cancelLabel = 'Keep it',
  children,
  loading,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      styles={titleStyles}
    >
      {message && <p className={classes.modalText}>{message}</p>}
      {details && (
        <ul className={classes.modalList}>
          {details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      {children}
      <div className={classes.modalActions}>
        <GameButton color="yellow" size="sm" onClick={onClose}>
          {cancelLabel}
        </GameButton>
        <GameButton
          color={confirmColor}
          size="sm"
          loading={loading}
          onClick={onConfirm}
          leftSection={confirmIcon}
        >
          {confirmLabel}
        </GameButton>
      </div>
    </Modal>
  );
}

/** A delete mutation taking the id (a failure toasts from the query client). */
interface DeleteMutation {
  isPending: boolean;
  mutate: (id: number, options: { onSuccess: () => void; onSettled: () => void }) => void;
}

/**
 * The entry waiting for its delete to be confirmed, and the props of its ConfirmDialog: a
 * confirmed delete says `deletedText`, runs `onDeleted`, and the dialog closes once it is over.
 */
export function useConfirmDelete<T extends { id: number }>(
  remove: DeleteMutation,
  deletedText: string,
  onDeleted?: (entry: T) => void,
) {
  const [pending, setPending] = useState<T | null>(null);
  const close = () => setPending(null);
  const confirm = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => {
        toast.success(deletedText);
        onDeleted?.(pending);
      },
      onSettled: close,
    });
  };
  return {
    pending,
    ask: setPending,
    dialog: {
      opened: pending !== null,
      loading: remove.isPending,
      onConfirm: confirm,
      onClose: close,
    },
  };
}
