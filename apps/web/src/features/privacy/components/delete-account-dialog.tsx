import { useState, type FormEvent } from 'react';
import { Modal, PasswordInput, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { PASSWORD_MAX_LENGTH, type DeletionScheduled, type UserProfile } from '@punla/contract';
import { ApiError } from '#shared/api-client.ts';
import { getErrorText } from '#shared/error-text.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { ErrorNote } from '#shared/ui/query-state.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useDeleteAccount } from '../api/delete-account.ts';
import { DELETE_ACCOUNT } from './delete-account-text.ts';
import classes from './delete-account.module.css';

const titleStyles = {
  title: { fontWeight: 900, fontSize: '1.2rem', color: 'var(--punla-forest)' },
};

export type DeletingAccount = Pick<UserProfile, 'id' | 'username' | 'hasPassword'>;

interface DeleteAccountDialogProps {
  opened: boolean;
  account: DeletingAccount;
  onClose: () => void;
  /** The account is set to be deleted: every session, this one too, has ended. */
  onDeleted: (answer: DeletionScheduled) => void;
}

/**
 * Says exactly what deleting the account does, then asks for the password (or, for an account
 * that signs in with Google only, the username). Mantine's modal keeps the focus inside, closes
 * on Escape and drops its fields once closed.
 */
export function DeleteAccountDialog({
  opened,
  account,
  onClose,
  onDeleted,
}: DeleteAccountDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={DELETE_ACCOUNT.title}
      centered
      radius="lg"
      styles={titleStyles}
    >
      <DeleteAccountForm account={account} onClose={onClose} onDeleted={onDeleted} />
    </Modal>
  );
}

function DeleteAccountForm({
  account,
  onClose,
  onDeleted,
}: Omit<DeleteAccountDialogProps, 'opened'>) {
  const remove = useSingleFlight(useDeleteAccount());
  const [secret, setSecret] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (account.hasPassword && secret === '') {
      setFieldError(DELETE_ACCOUNT.passwordMissing);
      return;
    }
    if (!account.hasPassword && secret.trim().toLowerCase() !== account.username.toLowerCase()) {
      setFieldError(DELETE_ACCOUNT.confirmWrong(account.username));
      return;
    }
    const proof = account.hasPassword ? { password: secret } : { confirm: secret.trim() };
    remove.mutate(
      { userId: account.id, ...proof },
      {
        onSuccess: (answer) => onDeleted(answer),
        // A wrong password is said under the field; anything else (the last admin, too many
        // tries) above the buttons.
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'WRONG_PASSWORD') {
            setFieldError(getErrorText(error));
          } else {
            setProblem(getErrorText(error));
          }
        },
      },
    );
  };

  const fieldProps = {
    value: secret,
    error: fieldError,
    required: true,
    radius: 'md',
    'data-autofocus': true,
    classNames: { label: adminClasses.label },
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setSecret(event.currentTarget.value);
      setFieldError(null);
    },
  } as const;

  return (
    <form onSubmit={submit} noValidate className={classes.form}>
      <p className={`${adminClasses.modalText} ${classes.intro}`}>{DELETE_ACCOUNT.whatHappens}</p>
      <ul className={adminClasses.modalList}>
        {DELETE_ACCOUNT.steps(account.hasPassword).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {account.hasPassword ? (
        <PasswordInput
          label={DELETE_ACCOUNT.passwordLabel}
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          {...fieldProps}
        />
      ) : (
        <TextInput
          label={DELETE_ACCOUNT.confirmLabel}
          description={DELETE_ACCOUNT.confirmHint(account.username)}
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          {...fieldProps}
        />
      )}
      {problem && <ErrorNote>{problem}</ErrorNote>}
      <div className={adminClasses.modalActions}>
        <GameButton color="yellow" size="sm" onClick={onClose}>
          {DELETE_ACCOUNT.cancel}
        </GameButton>
        <GameButton
          type="submit"
          color="red"
          size="sm"
          loading={remove.isPending}
          leftSection={<IconTrash size={18} stroke={2.4} />}
        >
          {DELETE_ACCOUNT.confirm}
        </GameButton>
      </div>
    </form>
  );
}
