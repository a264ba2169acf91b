import { lazy, Suspense } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IconLogin2, IconPlant2 } from '@tabler/icons-react';
import { EMAIL_MAX_LENGTH, type LoginInput } from '@punla/contract';
import { schemaErrors } from '#shared/form-validation.ts';
import { useLightForm } from '#shared/hooks/use-light-form.ts';
import { paths } from '#shared/paths.ts';
import { loadAccountSchemas } from '../api/account-schemas.ts';
import { pathAfterLogin, startSession } from '../api/auth-session.ts';
import { deletionPendingOf } from '../api/keep-account.ts';
import { useLogin } from '../api/login.ts';
import {
  AccountForm,
  AccountPasswordField,
  AccountTextField,
  SubmitButton,
} from '../components/account-form.tsx';
import { AuthPage } from '../components/auth-page.tsx';
import { GoogleLoginSection } from '../components/google-button.tsx';
import classes from '../components/accounts.module.css';
import type { ForgotPasswordState } from './forgot-password-page.tsx';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

// Shown only to a login whose account is set to be deleted: loaded then, not with the form.
const KeepAccountPanel = lazy(() =>
  import('../components/keep-account-panel.tsx').then((module) => ({
    default: module.KeepAccountPanel,
  })),
);

export function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useSingleFlight(useLogin());
  const form = useLightForm<LoginInput>(
    {
      identifier: searchParams.get('email') ?? '',
      password: '',
    },
    // The password field keeps to the server's limit itself.
    { identifier: EMAIL_MAX_LENGTH },
  );

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

  // A login to an account set to be deleted offers to keep it, in the form's place.
  const pending = deletionPendingOf(loginMutation.error);

  return (
    <AuthPage
      icon={<IconPlant2 size={44} stroke={2} />}
      title="Welcome back!"
      lead={pending ? undefined : "Log in to tend your tree and claim today's XP."}
      footer={
        pending ? undefined : (
          <>
            New to Punla? <Link to={paths.signup}>Create an account</Link>
          </>
        )
      }
    >
      {pending ? (
        <Suspense fallback={null}>
          <KeepAccountPanel pending={pending} onDismiss={() => loginMutation.reset()} />
        </Suspense>
      ) : (
        <AccountForm
          onSubmit={submit}
          onFocus={() => void loadAccountSchemas()}
          request={loginMutation}
        >
          <AccountTextField
            label="E-mail or username"
            placeholder="you@example.com"
            autoComplete="username"
            {...form.getInputProps('identifier')}
          />
          <AccountPasswordField
            label="Password"
            placeholder="Your password"
            autoComplete="current-password"
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
          <SubmitButton icon={IconLogin2} loading={loginMutation.isPending || form.submitting}>
            Log in
          </SubmitButton>
          <GoogleLoginSection divider="or" />
        </AccountForm>
      )}
    </AuthPage>
  );
}

export default LoginPage;
