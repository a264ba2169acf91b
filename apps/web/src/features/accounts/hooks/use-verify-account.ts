import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { STARTER_KIT, verifyEmailParams } from '@punla/contract';
import { ApiError } from '#shared/api-client.ts';
import { schemaErrors } from '#shared/form-validation.ts';
import { paths } from '#shared/paths.ts';
import { queryKeys } from '#shared/query-keys.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { roleFromToken } from '#shared/session/token.ts';
import { showToast, toast } from '#shared/toast.ts';
import { checkIfVerified } from '../api/check-if-verified.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

/** Verified in a browser where nobody (or someone else) is logged in. */
export const VERIFIED_LOG_IN_TEXT = 'Your account is verified. Log in to start playing.';

/** The first visit's greeting on My Tree, right after verifying (not "Welcome back"). */
export const welcomeTitle = (username: string) => `Welcome to Punla, ${username}!`;
export const STARTER_KIT_TEXT =
  `Your starter kit is in your inventory: a Narra seedling to plant, ${STARTER_KIT.water} water, ` +
  `${STARTER_KIT.fertilizer} fertilizer and ${STARTER_KIT.coins} coins.`;
export const ALREADY_VERIFIED_TEXT = 'Your account is already verified.';

const homePath = (token: string | null) =>
  roleFromToken(token) === 'ADMIN' ? paths.admin.dashboard : paths.app.myTree;

/** The session, when the one logged in is the owner of `email`. */
function loggedInAs(email: string) {
  const session = useSessionStore.getState();
  const user = session.loggedUser;
  if (!session.token || !user || user.email.toLowerCase() !== email) return null;
  return { session, user };
}

/** The greeting stays a little longer than other toasts: it is read once. */
const WELCOME_LIFE_MS = 8000;

/**
 * Sends an address and a code to be verified. The player logged in with that address (the
 * sign-up logs them in) is marked verified and goes on into the game with a welcome; anyone
 * else is asked to log in, the address filled in.
 */
export function useVerifyAccount() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mutation = useSingleFlight(useVerifyEmail());
  // The address and code last sent, so the same code is not sent twice in a row by itself; kept
  // only while that code is under way or was answered "not correct" (a failed request may retry).
  const lastSent = useRef<string | null>(null);

  /** Checks the values and sends them; returns what is wrong with them (nothing sent then). */
  const verify = (values: { email: string; code: string }): Record<string, string> => {
    const errors = schemaErrors(verifyEmailParams, values);
    if (Object.keys(errors).length > 0) return errors;
    if (mutation.isPending) return {};
    const input = verifyEmailParams.parse(values);
    lastSent.current = `${input.email} ${input.code}`;
    mutation.mutate(input, {
      onSuccess: (answer) => {
        const player = loggedInAs(input.email);
        if (!player) {
          toast.success(VERIFIED_LOG_IN_TEXT);
          void navigate(paths.loginWithEmail(input.email), { replace: true });
          return;
        }
        const { session, user } = player;
        session.setVerified(true);
        // The starter kit came with the verification: coins, seedling and resources are new.
        void queryClient.invalidateQueries({ queryKey: queryKeys.profile(user.id) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.inventory(user.id) });
        if (roleFromToken(session.token) === 'ADMIN') {
          toast.success(answer.message || 'Your account is verified.');
          void navigate(homePath(session.token), { replace: true });
          return;
        }
        showToast({
          severity: 'success',
          summary: welcomeTitle(user.username),
          detail: STARTER_KIT_TEXT,
          life: WELCOME_LIFE_MS,
        });
        void navigate(paths.app.myTree, { replace: true });
      },
      onError: (error) => {
        // Only a wrong code is worth not sending again; after a lost connection, a busy server
        // or any other failure, typing the same code sends it again.
        if (!(error instanceof ApiError) || error.code !== 'VERIFICATION_CODE_INVALID') {
          lastSent.current = null;
        }
        // The link opened again after the code was typed: a used code is refused like a wrong
        // one (the server tells no one which accounts are verified), so the logged-in owner's
        // own account is asked, and if it is verified they just go on.
        const player = loggedInAs(input.email);
        if (!(error instanceof ApiError) || error.code !== 'VERIFICATION_CODE_INVALID' || !player) {
          return;
        }
        void checkIfVerified(player.user.id)
          .then(({ verified }) => {
            if (!verified) return;
            player.session.setVerified(true);
            toast.info(ALREADY_VERIFIED_TEXT);
            void navigate(homePath(player.session.token), { replace: true });
          })
          .catch(() => undefined);
      },
    });
    return errors;
  };

  /**
   * Sends the code by itself once all its digits are in (typed, pasted or filled in by the
   * phone), unless this very code was just sent or a check is under way. Returns what to show
   * then: the address's error when the code is complete but the address is not right, `{}`
   * once sent, or `null` while there is nothing to say (the code is still being typed).
   */
  const verifyWhenComplete = (values: {
    email: string;
    code: string;
  }): Record<string, string> | null => {
    const errors = schemaErrors(verifyEmailParams, values);
    if (errors.code) return null;
    if (Object.keys(errors).length > 0) return errors;
    if (mutation.isPending) return null;
    const input = verifyEmailParams.parse(values);
    if (lastSent.current === `${input.email} ${input.code}`) return null;
    return verify(values);
  };

  return { verify, verifyWhenComplete, mutation };
}
