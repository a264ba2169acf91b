import { useState, type ReactNode } from 'react';
import {
  IconLockOpen,
  IconMail,
  IconMailForward,
  IconShieldCheck,
  IconShieldOff,
  IconTrash,
  IconUserOff,
} from '@tabler/icons-react';
import type { PlayerProfile } from '@punla/contract';
import { getErrorText } from '#shared/error-text.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { toast } from '#shared/toast.ts';
import type { GameButtonColor } from '#shared/ui/game-button.tsx';
import { useChangePlayerRole } from '../api/change-player-role.ts';
import { useDeletePlayerAccount } from '../api/delete-player-account.ts';
import { useLiftSuspension } from '../api/lift-suspension.ts';
import { useSendPasswordResetMail } from '../api/send-password-reset-mail.ts';
import { useSendVerificationMail } from '../api/send-verification-mail.ts';
import { useSuspendPlayer } from '../api/suspend-player.ts';
import { ActionSteps } from './action-dialog.tsx';
import { ACTIONS, type ReasonAction } from './players-text.ts';

const ICON = { size: 18, stroke: 2.4 } as const;

export const ACTION_LOOK: Record<ReasonAction, { color: GameButtonColor; icon: ReactNode }> = {
  suspend: { color: 'red', icon: <IconUserOff {...ICON} /> },
  lift: { color: 'green', icon: <IconLockOpen {...ICON} /> },
  promote: { color: 'blue', icon: <IconShieldCheck {...ICON} /> },
  demote: { color: 'red', icon: <IconShieldOff {...ICON} /> },
  verification: { color: 'blue', icon: <IconMail {...ICON} /> },
  reset: { color: 'blue', icon: <IconMailForward {...ICON} /> },
  delete: { color: 'red', icon: <IconTrash {...ICON} /> },
};

/** Every reason-only action's request, each its own mutation wrapped once. */
function useReasonActions() {
  const suspend = useSingleFlight(useSuspendPlayer());
  const lift = useSingleFlight(useLiftSuspension());
  const role = useSingleFlight(useChangePlayerRole());
  const verification = useSingleFlight(useSendVerificationMail());
  const reset = useSingleFlight(useSendPasswordResetMail());
  const remove = useSingleFlight(useDeletePlayerAccount());
  return { suspend, lift, promote: role, demote: role, verification, reset, delete: remove };
}

/** The request of one action, with the reason. */
function send(
  actions: ReturnType<typeof useReasonActions>,
  action: ReasonAction,
  userId: string,
  reason: string,
  options: { onSuccess: (result: { message: string }) => void; onError: (error: Error) => void },
) {
  if (action === 'promote' || action === 'demote') {
    actions[action].mutate(
      { userId, reason, role: action === 'promote' ? 'ADMIN' : 'USER' },
      options,
    );
  } else {
    actions[action].mutate({ userId, reason }, options);
  }
}

/**
 * An action that needs only the written reason: suspend, lift, a role, a mail sent again, the
 * deletion of the account on the player's request.
 */
export function ReasonActionSteps({
  player,
  action,
  onDone,
  onCancel,
}: {
  player: PlayerProfile;
  action: ReasonAction;
  onDone: () => void;
  onCancel: () => void;
}) {
  const actions = useReasonActions();
  const [problem, setProblem] = useState<string | null>(null);
  const words = ACTIONS[action];
  return (
    <ActionSteps
      intro={words.intro}
      summary={() => words.summary(player)}
      confirmLabel={words.confirm}
      confirmColor={ACTION_LOOK[action].color}
      confirmIcon={ACTION_LOOK[action].icon}
      pending={actions[action].isPending}
      problem={problem}
      onConfirm={(reason) =>
        send(actions, action, player.id, reason, {
          onSuccess: (result) => {
            toast.success(result.message);
            onDone();
          },
          onError: (error) => setProblem(getErrorText(error)),
        })
      }
      onCancel={onCancel}
    />
  );
}
