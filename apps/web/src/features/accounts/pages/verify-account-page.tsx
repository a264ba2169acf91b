import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Input, PinInput, TextInput } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconMailCheck, IconSend, IconShieldCheck } from '@tabler/icons-react';
import {
  emailSchema,
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_RESEND_COOLDOWN_SECONDS,
  verifyEmailParams,
} from '@punla/contract';
import { getErrorStatus, getErrorText } from '../../../shared/error-text.ts';
import { schemaErrors } from '../../../shared/form-validation.ts';
import { paths } from '../../../shared/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { roleFromToken } from '../../../shared/session/token.ts';
import { toast } from '../../../shared/toast.ts';
import { GameButton } from '../../../shared/ui/game-button.tsx';
import { useRequestVerification } from '../api/request-verification.ts';
import { useVerifyEmail } from '../api/verify-email.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormError, FormNotice } from '../components/form-message.tsx';
import { useLogout } from '../hooks/use-logout.ts';
import classes from '../components/accounts.module.css';

export const VERIFIED_LOG_IN_TEXT = 'Your account is verified. You can log in now.';

export function VerifyAccountPage() {
  const params = useParams();
  const navigate = useNavigate();
  const logout = useLogout();
  const loggedUser = useSessionStore((state) => state.loggedUser);
  const [email, setEmail] = useState(params.email ?? loggedUser?.email ?? '');
  const [code, setCode] = useState(params.code ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [cooldown, setCooldown] = useState(0);
  const verifyMutation = useVerifyEmail();
  const resendMutation = useRequestVerification();
  const ticker = useInterval(() => setCooldown((seconds) => Math.max(0, seconds - 1)), 1000);

  useEffect(() => {
    if (cooldown === 0) ticker.stop();
  }, [cooldown, ticker]);

  const verify = (values: { email: string; code: string }) => {
    const found = schemaErrors(verifyEmailParams, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = verifyEmailParams.parse(values);
    verifyMutation.mutate(input, {
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
  };

  // A link from the e-mail carries both the address and the code: verify straight away.
  const autoVerified = useRef(false);
  useEffect(() => {
    if (autoVerified.current || !params.email || !params.code) return;
    autoVerified.current = true;
    verify({ email: params.email, code: params.code });
    // Runs once for the address and code of the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.email, params.code]);

  const resend = () => {
    const parsed = emailSchema.safeParse(email.trim());
    if (!parsed.success) {
      setErrors({ email: parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address.' });
      return;
    }
    setErrors({});
    resendMutation.mutate(parsed.data, {
      onSuccess: () => {
        setCooldown(VERIFICATION_RESEND_COOLDOWN_SECONDS);
        ticker.start();
      },
    });
  };

  const resendStatus = getErrorStatus(resendMutation.error);

  return (
    <AuthPage
      icon={<IconMailCheck size={44} stroke={2} />}
      iconColor="blue"
      title="Verify your account"
      lead={`Enter the ${VERIFICATION_CODE_LENGTH}-digit code we sent to your e\u2011mail.`}
      footer={
        loggedUser ? (
          <>
            Not {loggedUser.email}?{' '}
            <a
              href={paths.landing}
              onClick={(event) => {
                event.preventDefault();
                logout();
              }}
            >
              Log out
            </a>
          </>
        ) : undefined
      }
    >
      <form
        className={classes.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          verify({ email: email.trim(), code });
        }}
      >
        {verifyMutation.isError && <FormError>{getErrorText(verifyMutation.error)}</FormError>}
        <TextInput
          label="E-mail"
          type="email"
          placeholder="you@example.com"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          classNames={{ label: classes.label }}
        />
        <Input.Wrapper
          label="Verification code"
          size="md"
          error={errors.code}
          classNames={{ label: classes.label }}
          styles={{ label: { marginBottom: 6 } }}
        >
          <PinInput
            length={VERIFICATION_CODE_LENGTH}
            type="number"
            inputMode="numeric"
            oneTimeCode
            placeholder=""
            size="lg"
            gap="xs"
            value={code}
            onChange={setCode}
            error={Boolean(errors.code)}
            ariaLabel="Verification code"
            styles={{ root: { justifyContent: 'space-between' } }}
          />
        </Input.Wrapper>
        <GameButton
          type="submit"
          fullWidth
          size="lg"
          loading={verifyMutation.isPending}
          leftSection={<IconShieldCheck size={22} stroke={2.4} />}
        >
          Verify
        </GameButton>
        <div className={classes.orDivider}>No code?</div>
        {resendMutation.isSuccess && <FormNotice>{resendMutation.data.message}</FormNotice>}
        {resendMutation.isError && (
          <FormError>
            {getErrorText(resendMutation.error)}
            {resendStatus === 429 ? ' Please wait a little before asking again.' : ''}
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
      </form>
    </AuthPage>
  );
}

export default VerifyAccountPage;
