import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Loader } from '@mantine/core';
import { IconBrandGoogle, IconLogin2 } from '@tabler/icons-react';
import type { GoogleLoginError } from '@punla/contract';
import { getErrorText } from '#shared/error-text.ts';
import { paths } from '#shared/paths.ts';
import { GameButton } from '#shared/ui/game-button.tsx';
import { pathAfterLogin, startSession } from '../api/auth-session.ts';
import { useExchangeGoogleCode } from '../api/google.ts';
import { deletionPendingOf } from '../api/keep-account.ts';
import { AuthPage } from '../components/auth-page.tsx';
import { FormError } from '../components/form-message.tsx';
import { KeepAccountPanel } from '../components/keep-account-panel.tsx';
import classes from '../components/accounts.module.css';

export const MISSING_GOOGLE_CODE_TEXT = 'The Google sign-in link is incomplete. Please try again.';

const GOOGLE_FAILED_TEXT = 'Google sign-in did not complete. Please try again.';

/**
 * The page's own words for each reason the server gives in `?error=`. Anything else in the
 * address gets the general text: a link made by someone else cannot put its words on our page.
 */
const GOOGLE_ERROR_TEXTS: Record<GoogleLoginError, string> = {
  denied: 'You cancelled the Google sign-in. Try again, or log in with your e-mail or username.',
  expired: 'The Google sign-in took too long or was started in another browser. Please try again.',
  email_unverified: 'Your Google account has no verified e-mail address.',
  too_young:
    'Punla is for players aged 13 and older. We did not create an account, and we kept nothing you typed.',
  needs_birth_year:
    'There is no Punla account for this Google account yet. To make one, choose the year you were born on the sign-up page, then continue with Google.',
  failed: GOOGLE_FAILED_TEXT,
};

function googleErrorText(reason: string): string {
  return Object.hasOwn(GOOGLE_ERROR_TEXTS, reason)
    ? GOOGLE_ERROR_TEXTS[reason as GoogleLoginError]
    : GOOGLE_FAILED_TEXT;
}

/** Where the server sends the browser after Google: trades the one-time code for a session. */
export function GoogleCallbackPage() {
  const { token } = useParams();
  // The server sends failures here as ?error=<reason>; the page says it in its own words.
  const [searchParams] = useSearchParams();
  const serverError = searchParams.get('error');
  const navigate = useNavigate();
  const exchange = useExchangeGoogleCode();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    exchange.mutate(token, {
      onSuccess: (answer) => {
        const role = startSession(answer);
        void navigate(pathAfterLogin(role, answer.user), { replace: true });
      },
    });
  }, [token, exchange, navigate]);

  // An account set to be deleted is offered to be kept; "Not now" goes to the login.
  const pending = deletionPendingOf(exchange.error);
  if (pending) {
    return (
      <AuthPage
        icon={<IconBrandGoogle size={44} stroke={2} />}
        iconColor="blue"
        title="Welcome back!"
      >
        <KeepAccountPanel
          pending={pending}
          onDismiss={() => void navigate(paths.login, { replace: true })}
        />
      </AuthPage>
    );
  }

  const failure =
    serverError !== null
      ? googleErrorText(serverError)
      : !token
        ? MISSING_GOOGLE_CODE_TEXT
        : exchange.isError
          ? getErrorText(exchange.error)
          : null;

  return (
    <AuthPage
      icon={<IconBrandGoogle size={44} stroke={2} />}
      iconColor="blue"
      title={failure ? 'Google sign-in failed' : 'Signing you in…'}
      lead={failure ? undefined : 'One moment while we open your forest.'}
    >
      {failure ? (
        <div className={classes.form}>
          <FormError>{failure}</FormError>
          <GameButton
            to={paths.login}
            fullWidth
            leftSection={<IconLogin2 size={22} stroke={2.4} />}
          >
            Back to log in
          </GameButton>
          <p className={classes.footer}>
            New here? <Link to={paths.signup}>Create an account</Link>
          </p>
        </div>
      ) : (
        <div style={{ display: 'grid', placeItems: 'center', padding: 16 }}>
          <Loader color="leaf" type="dots" size="lg" />
        </div>
      )}
    </AuthPage>
  );
}

export default GoogleCallbackPage;
