import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { IconArrowRight, IconKey, IconSend } from '@tabler/icons-react';
import { forgotPasswordInput } from '@punla/contract';
import { getErrorStatus } from '#shared/error-text.ts';
import { schemaErrors } from '#shared/form-validation.ts';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AccountForm, EmailField, SubmitButton } from '../components/account-form.tsx';
import { AuthPage } from '../components/auth-page.tsx';
import { FormNotice } from '../components/form-message.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

/** What the login form hands on: the address typed there, if any. */
export interface ForgotPasswordState {
  email?: string;
}

/** Said after a refusal for asking too often. */
const waitAdvice = (error: unknown) =>
  getErrorStatus(error) === 429 ? ' Please wait a little before asking again.' : '';

/** "Forgot password?": mails a code to choose a new password with. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const typed = (location.state as ForgotPasswordState | null)?.email ?? '';
  const [email, setEmail] = useState(typed);
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const forgot = useSingleFlight(useForgotPassword());

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const errors = schemaErrors(forgotPasswordInput, { email: email.trim() });
    setError(errors.email);
    if (errors.email) return;
    const input = forgotPasswordInput.parse({ email: email.trim() });
    forgot.mutate(input.email, { onSuccess: () => setSentTo(input.email) });
  };

  return (
    <AuthPage
      icon={<IconKey size={44} stroke={2} />}
      iconColor="yellow"
      title="Forgot your password?"
      lead="Enter the e-mail of your account. We will send you a code to choose a new password."
      footer={
        <>
          Remembered it? <Link to={paths.login}>Log in</Link>
        </>
      }
    >
      <AccountForm onSubmit={submit} request={forgot} failureHint={waitAdvice}>
        {sentTo && forgot.isSuccess && <FormNotice>{forgot.data.message}</FormNotice>}
        <EmailField
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setError(undefined);
          }}
          error={error}
        />
        {sentTo && (
          <GameButton
            to={paths.resetPassword(sentTo)}
            fullWidth
            size="lg"
            leftSection={<IconArrowRight size={22} stroke={2.4} />}
          >
            Enter the code
          </GameButton>
        )}
        <SubmitButton icon={IconSend} color={sentTo ? 'blue' : 'green'} loading={forgot.isPending}>
          {sentTo ? 'Send the code again' : 'Send me a code'}
        </SubmitButton>
      </AccountForm>
    </AuthPage>
  );
}

export default ForgotPasswordPage;
