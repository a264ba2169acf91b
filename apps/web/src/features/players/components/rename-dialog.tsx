import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { usernameSchema, type PlayerProfile } from '@punla/contract';
import { getErrorText } from '#shared/error-text.ts';
import { schemaTextLimitProps } from '#shared/forms/text-limit.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { toast } from '#shared/toast.ts';
import adminClasses from '#shared/ui/admin.module.css';
import { useRenamePlayer } from '../api/rename-player.ts';
import { ActionSteps } from './action-dialog.tsx';
import { RENAME } from './players-text.ts';

/** A new username, by the sign-up's rules, checked before the confirm step. */
export function RenameSteps({
  player,
  onDone,
  onCancel,
}: {
  player: PlayerProfile;
  onDone: () => void;
  onCancel: () => void;
}) {
  const rename = useSingleFlight(useRenamePlayer());
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const wanted = username.trim();

  const check = () => {
    const parsed = usernameSchema.safeParse(wanted);
    const found = !parsed.success
      ? (parsed.error.issues[0]?.message ?? null)
      : wanted === player.username
        ? RENAME.same
        : null;
    setError(found);
    return found === null;
  };

  return (
    <ActionSteps
      intro={RENAME.intro}
      fields={
        <TextInput
          label={RENAME.label}
          classNames={{ label: adminClasses.label }}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
          value={username}
          error={error}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            setError(null);
            setProblem(null);
          }}
          {...schemaTextLimitProps(usernameSchema, '', username)}
        />
      }
      checkFields={check}
      summary={() => RENAME.summary(player.username, wanted)}
      confirmLabel={RENAME.confirm}
      confirmColor="blue"
      confirmIcon={<IconPencil size={18} stroke={2.4} />}
      pending={rename.isPending}
      problem={problem}
      onConfirm={(reason) =>
        rename.mutate(
          { userId: player.id, username: wanted, reason },
          {
            onSuccess: (result) => {
              toast.success(result.message);
              onDone();
            },
            onError: (failure) => setProblem(getErrorText(failure)),
          },
        )
      }
      onCancel={onCancel}
    />
  );
}
