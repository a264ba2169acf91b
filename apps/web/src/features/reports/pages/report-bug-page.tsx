import type { ReportInput } from '@punla/contract';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { toast } from '#shared/toast.ts';
import { Panel } from '#shared/ui/panel.tsx';
import { useSendReport } from '../api/send-report.ts';
import { MyReports } from '../components/my-reports.tsx';
import { ReportForm } from '../components/report-form.tsx';
import classes from '../components/reports.module.css';

export const REPORT_SENT_TEXT = 'Thank you! Your report was sent.';

/** Report / Suggest: players tell the team about a bug or an idea, and read the answers. */
export function ReportBugPage() {
  const send = useSingleFlight(useSendReport());
  const userId = useSessionStore((state) => state.loggedUser?.id);

  // A failure toasts from the query client, and the form keeps what was typed.
  const onSend = (input: ReportInput, onSent: () => void) =>
    send.mutate(input, {
      onSuccess: () => {
        toast.success(REPORT_SENT_TEXT);
        onSent();
      },
    });

  return (
    <div className={classes.page}>
      <Panel
        title="Send a report or a suggestion"
        lead="Found something broken, or have an idea? Tell the Punla team. We read every message."
      >
        <ReportForm sending={send.isPending} onSend={onSend} />
      </Panel>
      {userId && <MyReports userId={userId} />}
    </div>
  );
}

export default ReportBugPage;
