import { useEffect, useState } from 'react';
import { useInterval } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { emailSchema, VERIFICATION_RESEND_COOLDOWN_SECONDS } from '@punla/contract';
import type { SingleFlightMutation } from '#shared/hooks/use-single-flight.ts';
import { getErrorStatus, getErrorText } from '#shared/error-text.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { FormError, FormNotice } from './form-message.tsx';
import classes from './accounts.module.css';

interface ResendCodeProps {
  email: string;
  /** What sends a new code to the address: a verification code or a reset code. */
  send: SingleFlightMutation<{ message: string }, Error, string>;
  /** The form's field errors: a bad address shows under the e-mail field. */
  setErrors: (errors: Record<string, string>) => void;
  /** A new code is asked for: the form's own failure (a wrong code, say) is no longer current. */
  onSend?: () => void;
}

/** "No code?": asks for a new code, then waits out the cooldown before it may ask again. */
export function ResendCode({ email, send: resendMutation, setErrors, onSend }: ResendCodeProps) {
  const [cooldown, setCooldown] = useState(0);
  const ticker = useInterval(() => setCooldown((seconds) => Math.max(0, seconds - 1)), 1000);

  useEffect(() => {
    if (cooldown === 0) ticker.stop();
  }, [cooldown, ticker]);

  const resend = () => {
    const parsed = emailSchema.safeParse(email.trim());
    if (!parsed.success) {
      setErrors({ email: parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address.' });
      return;
    }
    setErrors({});
    if (resendMutation.isPending) return;
    onSend?.();
    resendMutation.mutate(parsed.data, {
      onSuccess: () => {
        setCooldown(VERIFICATION_RESEND_COOLDOWN_SECONDS);
        ticker.start();
      },
    });
  };

  return (
    <>
      <div className={classes.orDivider}>No code?</div>
      {resendMutation.isSuccess && <FormNotice>{resendMutation.data.message}</FormNotice>}
      {resendMutation.isError && (
        <FormError>
          {getErrorText(resendMutation.error)}
          {getErrorStatus(resendMutation.error) === 429
            ? ' Please wait a little before asking again.'
            : ''}
        </FormError>
      )}
      <GameButton
        color="blue"
        fullWidth
        onClick={resend}
        loading={resendMutation.isPending}
        disabled={cooldown > 0}
        leftSection={<IconSend size={20} stroke={2.4} />}
      >
        {cooldown > 0 ? `Send a new code (${cooldown}s)` : 'Send a new code'}
      </GameButton>
    </>
  );
}
