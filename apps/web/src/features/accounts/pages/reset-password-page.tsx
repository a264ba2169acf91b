import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { IconKey, IconLockOpen } from '@tabler/icons-react';
import {
  resetPasswordByLinkInput,
  resetPasswordInput,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MINUTES,
} from '@punla/contract';
import { PASSWORDS_DIFFER_TEXT, schemaErrors, withoutError } from '#shared/form-validation.ts';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { toast } from '#shared/toast.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useResetPassword } from '../api/reset-password.ts';
import {
  AccountForm,
  AccountPasswordField,
  NewPasswordField,
  SubmitButton,
} from '../components/account-form.tsx';
import { AuthPage } from '../components/auth-page.tsx';
import classes from '../components/accounts.module.css';
import { ResendCode } from '../components/resend-code.tsx';
import { VerificationFields } from '../components/verification-fields.tsx';
import { useLogout } from '../hooks/use-logout.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const PASSWORD_RESET_TEXT = 'Your new password is set. Log in with it.';
const LINK_LEAD_TEXT =
  'Type your new password twice: the link from your mail stands in for the code.';
const LINK_NOTE_TEXT = `The link works once, for ${VERIFICATION_CODE_TTL_MINUTES} minutes.`;

/** The token of the mail's link, which it carries after `#token=` (never sent to a server). */
function linkToken(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && /^[A-Za-z0-9_-]{16,64}$/.test(token) ? token : undefined;
}

/**
 * A new password with the code from the reset mail, or with the mail's link (its token stands
 * for the address and the code, so only the new password is asked). Every session ends, so
 * the player logs in again with the new password.
 */
export function ResetPasswordPage() {
  const params = useParams();
  const location = useLocation();
  const token = linkToken(location.hash);
  const navigate = useNavigate();
  const logout = useLogout();
  const [email, setEmail] = useState(params.email ?? '');
  const [code, setCode] = useState(params.code ?? '');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const reset = useSingleFlight(useResetPassword());
  const resend = useSingleFlight(useForgotPassword());

  /** A field's change, which takes its error away. */
  const changeOf = (field: string, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((current) => withoutError(current, field));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    resend.reset();
    const schema = token ? resetPasswordByLinkInput : resetPasswordInput;
    const values = token ? { token, newPassword } : { email: email.trim(), code, newPassword };
    const found = {
      ...schemaErrors(schema, values),
      ...(confirmPassword !== newPassword ? { confirmPassword: PASSWORDS_DIFFER_TEXT } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = schema.parse(values);
    reset.mutate(input, {
      onSuccess: () => {
        const login = 'email' in input ? paths.loginWithEmail(input.email) : paths.login;
        // A session open in this browser has just ended on the server as well.
        if (useSessionStore.getState().token) {
          logout({ to: login, message: PASSWORD_RESET_TEXT });
          return;
        }
        toast.success(PASSWORD_RESET_TEXT);
        void navigate(login, { replace: true });
      },
    });
  };

  return (
    <AuthPage
      icon={<IconLockOpen size={44} stroke={2} />}
      iconColor="blue"
      title="Choose a new password"
      lead={
        token
          ? LINK_LEAD_TEXT
          : `Enter the ${VERIFICATION_CODE_LENGTH}-digit code we sent to your e\u2011mail and your new password.`
      }
    >
      <AccountForm onSubmit={submit} request={reset}>
        {token ? null : (
          <VerificationFields
            email={email}
            onEmailChange={changeOf('email', setEmail)}
            code={code}
            onCodeChange={changeOf('code', setCode)}
            errors={errors}
            codeLabel="Reset code"
          />
        )}
        <NewPasswordField
          label="New password"
          value={newPassword}
          onChange={(event) => changeOf('newPassword', setNewPassword)(event.currentTarget.value)}
          error={errors.newPassword}
        />
        <AccountPasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) =>
            changeOf('confirmPassword', setConfirmPassword)(event.currentTarget.value)
          }
          error={errors.confirmPassword}
        />
        <SubmitButton icon={IconKey} loading={reset.isPending}>
          Set new password
        </SubmitButton>
        {token ? (
          <p className={classes.footer}>
            {LINK_NOTE_TEXT} <Link to={paths.forgotPassword}>Ask for a new code</Link>
          </p>
        ) : (
          <ResendCode email={email} send={resend} setErrors={setErrors} onSend={reset.reset} />
        )}
      </AccountForm>
    </AuthPage>
  );
}

export default ResetPasswordPage;
