import { useNavigate } from 'react-router';
import { verifyEmailParams } from '@punla/contract';
import { schemaErrors } from '../../../shared/form-validation.ts';
import { paths } from '../../../shared/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { roleFromToken } from '../../../shared/session/token.ts';
import { toast } from '../../../shared/toast.ts';
import { useVerifyEmail } from '../api/verify-email.ts';

export const VERIFIED_LOG_IN_TEXT = 'Your account is verified. You can log in now.';

/**
 * Sends an address and a code to be verified. The player logged in with that address is marked
 * verified and goes on into the game; anyone else is asked to log in.
 */
export function useVerifyAccount() {
  const navigate = useNavigate();
  const mutation = useVerifyEmail();

  /** Checks the values and sends them; returns what is wrong with them (nothing sent then). */
  const verify = (values: { email: string; code: string }): Record<string, string> => {
    const errors = schemaErrors(verifyEmailParams, values);
    if (Object.keys(errors).length > 0) return errors;
    const input = verifyEmailParams.parse(values);
    mutation.mutate(input, {
      onSuccess: (answer) => {
        const session = useSessionStore.getState();
        const sameUser = session.token && session.loggedUser?.email.toLowerCase() === input.email;
        if (sameUser) {
          session.setVerified(true);
          toast.success(answer.message || 'Your account is verified.');
          const role = roleFromToken(session.token);
          void navigate(role === 'ADMIN' ? paths.admin.dashboard : paths.app.myTree, {
            replace: true,
          });
        } else {
          toast.success(VERIFIED_LOG_IN_TEXT);
          void navigate(paths.login, { replace: true });
        }
      },
    });
    return errors;
  };

  return { verify, mutation };
}
