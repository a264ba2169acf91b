import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { IconMailCheck, IconShieldCheck } from '@tabler/icons-react';
import { VERIFICATION_CODE_LENGTH } from '@punla/contract';
import { withoutError } from '#shared/form-validation.ts';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { AccountForm, SubmitButton } from '../components/account-form.tsx';
import { AuthPage } from '../components/auth-page.tsx';
import { ResendCode } from '../components/resend-code.tsx';
import { VerificationFields } from '../components/verification-fields.tsx';
import { useRequestVerification } from '../api/request-verification.ts';
import { useLogout } from '../hooks/use-logout.ts';
import { useVerifyAccount } from '../hooks/use-verify-account.ts';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

/**
 * Account verification: the code from the e-mail (sent by itself on its last digit), the link
 * carrying it, or a new code. The address is filled in from the path or the session.
 */
export function VerifyAccountPage() {
  const params = useParams();
  const loggedUser = useSessionStore((state) => state.loggedUser);
  // The address the code went to: from the path (the sign-up and the mailed link put it there).
  const sentTo = params.email ?? loggedUser?.email;
  const [email, setEmail] = useState(sentTo ?? '');
  // Named in the header only while the field still holds it: another address typed in may not
  // be where the code went.
  const namedAddress =
    sentTo && email.trim().toLowerCase() === sentTo.toLowerCase() ? sentTo : undefined;
  const [code, setCode] = useState(params.code ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { verify, verifyWhenComplete, mutation: verifyMutation } = useVerifyAccount();
  const requestVerification = useSingleFlight(useRequestVerification());
  // One message at a time: a code sent to be checked replaces what the last resend said, and a
  // resend replaces the last check's failure ("Too many wrong codes" beside "a new code is on
  // its way" would contradict each other).
  const { reset: resetResend } = requestVerification;
  const { reset: resetVerify, isPending: verifying } = verifyMutation;
  useEffect(() => {
    if (verifying) resetResend();
  }, [verifying, resetResend]);

  // A link from the e-mail carries both the address and the code: verify straight away.
  const autoVerified = useRef(false);
  useEffect(() => {
    if (autoVerified.current || !params.email || !params.code) return;
    autoVerified.current = true;
    setErrors(verify({ email: params.email, code: params.code }));
    // Runs once for the address and code of the link.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.email, params.code]);

  return (
    <AuthPage
      icon={<IconMailCheck size={44} stroke={2} />}
      iconColor="blue"
      title="Verify your account"
      lead={
        namedAddress
          ? `Enter the ${VERIFICATION_CODE_LENGTH}-digit code we sent to ${namedAddress}.`
          : `Enter the ${VERIFICATION_CODE_LENGTH}-digit code we sent to your e\u2011mail.`
      }
      footer={loggedUser ? <NotYou email={loggedUser.email} /> : undefined}
    >
      <AccountForm
        onSubmit={(event) => {
          event.preventDefault();
          setErrors(verify({ email: email.trim(), code }));
        }}
        request={verifyMutation}
      >
        <VerificationFields
          email={email}
          onEmailChange={(next) => {
            setEmail(next);
            setErrors((current) => withoutError(current, 'email'));
          }}
          code={code}
          onCodeChange={(next) => {
            setCode(next);
            // While typing, only the code's own error goes; the address's error stays until
            // the address is checked again.
            const found = verifyWhenComplete({ email: email.trim(), code: next });
            setErrors((current) => found ?? withoutError(current, 'code'));
          }}
          errors={errors}
        />
        <SubmitButton icon={IconShieldCheck} loading={verifyMutation.isPending}>
          Verify
        </SubmitButton>
        <ResendCode
          email={email}
          send={requestVerification}
          setErrors={setErrors}
          onSend={resetVerify}
        />
      </AccountForm>
    </AuthPage>
  );
}

/** "Not you?": a way out for someone logged in with another address. */
function NotYou({ email }: { email: string }) {
  const logout = useLogout();
  return (
    <>
      Not {email}?{' '}
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
  );
}

export default VerifyAccountPage;
