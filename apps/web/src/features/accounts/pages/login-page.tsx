import { Link, useNavigate, useSearchParams } from 'react-router';
import { PasswordInput, TextInput } from '@mantine/core';
import { IconLogin2, IconPlant2 } from '@tabler/icons-react';
import type { LoginInput } from '@punla/contract';
import { getErrorText } from '#shared/error-text.ts';
import { schemaErrors } from '#shared/form-validation.ts';
import { useLightForm } from '#shared/hooks/use-light-form.ts';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { loadAccountSchemas } from '../api/account-schemas.ts';
import { pathAfterLogin, startSession } from '../api/auth-session.ts';
import { useLogin } from '../api/login.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormError } from '../components/form-message.tsx';
import { GoogleLoginSection } from '../components/google-button.tsx';
import classes from '../components/accounts.module.css';
import type { ForgotPasswordState } from './forgot-password-page.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();
  const form = useLightForm<LoginInput>({
    identifier: searchParams.get('email') ?? '',
    password: '',
  });

  // The rules come with the schemas, loaded as the form is first touched.
  const submit = form.onSubmit(async (values) => {
    const { loginInput } = await loadAccountSchemas();
    const errors = schemaErrors(loginInput, values);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    loginMutation.mutate(loginInput.parse(values), {
      onSuccess: (answer) => {
        const role = startSession(answer);
        void navigate(pathAfterLogin(role, answer.user), { replace: true });
      },
    });
  });

  return (
    <AuthPage
      icon={<IconPlant2 size={44} stroke={2} />}
      title="Welcome back!"
      lead="Log in to tend your tree and claim today's XP."
      footer={
        <>
          New to Punla? <Link to={paths.signup}>Create an account</Link>
        </>
      }
    >
      <form
        className={classes.form}
        onSubmit={submit}
        onFocus={() => void loadAccountSchemas()}
        noValidate
      >
        {loginMutation.isError && <FormError>{getErrorText(loginMutation.error)}</FormError>}
        <TextInput
          label="E-mail or username"
          placeholder="you@example.com"
          autoComplete="username"
          classNames={{ label: classes.label }}
          {...form.getInputProps('identifier')}
        />
        <PasswordInput
          label="Password"
          placeholder="Your password"
          autoComplete="current-password"
          classNames={{ label: classes.label }}
          {...form.getInputProps('password')}
        />
        <Link
          className={classes.forgotLink}
          to={paths.forgotPassword}
          state={
            {
              email: form.values.identifier.includes('@') ? form.values.identifier.trim() : '',
            } satisfies ForgotPasswordState
          }
        >
          Forgot password?
        </Link>
        <GameButton
          type="submit"
          fullWidth
          size="lg"
          loading={loginMutation.isPending}
          leftSection={<IconLogin2 size={22} stroke={2.4} />}
        >
          Log in
        </GameButton>
        <GoogleLoginSection divider="or" />
      </form>
    </AuthPage>
  );
}

export default LoginPage;
