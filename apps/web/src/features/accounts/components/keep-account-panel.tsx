import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { IconCalendarX, IconHeartHandshake, IconLogin2 } from '@tabler/icons-react';
import { ApiError } from '#shared/api-client.ts';
import { getErrorText } from '#shared/error-text.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { toast } from '#shared/toast.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { pathAfterLogin, startSession } from '../api/auth-session.ts';
import { useKeepAccount, type DeletionPending } from '../api/keep-account.ts';
import { FormError } from './form-message.tsx';
import classes from './accounts.module.css';

export const KEEP_ACCOUNT = {
  title: 'Your account is set to be deleted',
  keep: 'Keep my account',
  notNow: 'Not now',
  kept: 'Welcome back! Your account is kept.',
  expired: 'Log in again to keep your account.',
  logInAgain: 'Log in again',
} as const;

/**
 * Shown instead of the error when a login finds the account's deletion pending: the server's
 * words (with the day of the erasure), and "Keep my account", which logs in as a login does.
 */
export function KeepAccountPanel({
  pending,
  onDismiss,
}: {
  pending: DeletionPending;
  /** "Not now": back to the login form. */
  onDismiss: () => void;
}) {
  const navigate = useNavigate();
  const keep = useSingleFlight(useKeepAccount());
  const heading = useRef<HTMLHeadingElement>(null);
  // The panel takes the form's place: the focus goes to what it says.
  useEffect(() => heading.current?.focus(), []);

  const keepAccount = () =>
    keep.mutate(pending.keepToken, {
      onSuccess: (answer) => {
        const role = startSession(answer);
        toast.success(KEEP_ACCOUNT.kept);
        void navigate(pathAfterLogin(role, answer.user), { replace: true });
      },
    });
  // The server refused (most often: the token ran out): only a new login gives a new one.
  const refused = keep.error instanceof ApiError;

  return (
    <section className={classes.keepPanel} aria-labelledby="keep-account-title">
      <h2 id="keep-account-title" className={classes.keepTitle} ref={heading} tabIndex={-1}>
        {KEEP_ACCOUNT.title}
      </h2>
      {pending.message && (
        <p className={classes.keepDate}>
          <IconCalendarX size={20} stroke={2.2} aria-hidden="true" style={{ flex: 'none' }} />
          <span>{pending.message}</span>
        </p>
      )}
      {keep.isError && (
        <FormError>{refused ? KEEP_ACCOUNT.expired : getErrorText(keep.error)}</FormError>
      )}
      <div className={classes.keepActions}>
        {refused ? (
          <GameButton
            fullWidth
            onClick={onDismiss}
            leftSection={<IconLogin2 size={22} stroke={2.4} />}
          >
            {KEEP_ACCOUNT.logInAgain}
          </GameButton>
        ) : (
          <>
            <GameButton
              fullWidth
              loading={keep.isPending}
              onClick={keepAccount}
              leftSection={<IconHeartHandshake size={22} stroke={2.4} />}
            >
              {KEEP_ACCOUNT.keep}
            </GameButton>
            <GameButton fullWidth color="yellow" onClick={onDismiss}>
              {KEEP_ACCOUNT.notNow}
            </GameButton>
          </>
        )}
      </div>
    </section>
  );
}
