import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { TextInput } from '@mantine/core';
import { IconArrowRight, IconKey, IconSend } from '@tabler/icons-react';
import { forgotPasswordInput } from '@punla/contract';
import { getErrorStatus, getErrorText } from '#shared/error-text.ts';
import { schemaErrors } from '#shared/form-validation.ts';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormError, FormNotice } from '../components/form-message.tsx';
import classes from '../components/accounts.module.css';

/** What the login form hands on: the address typed there, if any. */
export interface ForgotPasswordState {
  email?: string;
}

/** "Forgot password?": mails a code to choose a new password with. */
export function ForgotPasswordPage() {
  const location = useLocation();
  const typed = (location.state as ForgotPasswordState | null)?.email ?? '';
  const [email, setEmail] = useState(typed);
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | undefined>();
  const forgot = useForgotPassword();

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
      <form className={classes.form} onSubmit={submit} noValidate>
        {forgot.isError && (
          <FormError>
            {getErrorText(forgot.error)}
            {getErrorStatus(forgot.error) === 429
              ? ' Please wait a little before asking again.'
              : ''}
          </FormError>
        )}
        {sentTo && forgot.isSuccess && <FormNotice>{forgot.data.message}</FormNotice>}
        <TextInput
          label="E-mail"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          classNames={{ label: classes.label }}
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
        <GameButton
          type="submit"
          fullWidth
          size="lg"
          color={sentTo ? 'blue' : 'green'}
          loading={forgot.isPending}
          leftSection={<IconSend size={22} stroke={2.4} />}
        >
          {sentTo ? 'Send the code again' : 'Send me a code'}
        </GameButton>
      </form>
    </AuthPage>
  );
}

export default ForgotPasswordPage;
