import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { getErrorText } from '#shared/error-text.ts';
import { paths } from '#shared/paths.ts';
import { Panel } from '#shared/ui/panel.tsx';
import { ErrorNote, Loading } from '#shared/ui/query-state.tsx';
import { useUnsubscribe } from '../api/unsubscribe.ts';
import classes from '../components/reminders.module.css';

/**
 * Where a reminder mail's "Turn reminders off" link leads: one click in the mail is enough,
 * so the page turns them off as it opens, and says so.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, data, error, isError } = useUnsubscribe();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  return (
    <Panel title="E-mail reminders">
      <div className={classes.result} aria-live="polite">
        {!token && (
          <ErrorNote>
            This link is missing its token. You can turn reminders off in your Profile.
          </ErrorNote>
        )}
        {token && !data && !isError && <Loading label="Turning reminders off" shape="panel" />}
        {isError && <ErrorNote>{getErrorText(error)}</ErrorNote>}
        {data && (
          <p>
            Reminders are off for <strong>{data.email}</strong>. You will get no more reminder
            mails. You can turn them on again in your Profile at any time.
          </p>
        )}
        {(data || isError || !token) && <Link to={paths.app.profile}>Go to your Profile</Link>}
      </div>
    </Panel>
  );
}

export default UnsubscribePage;
