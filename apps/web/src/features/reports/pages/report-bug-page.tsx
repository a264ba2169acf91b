import type { ReportInput } from '@punla/contract';
import { toast } from '#shared/toast.ts';
import { Panel } from '#shared/ui/panel.tsx';
import { useSendReport } from '../api/send-report.ts';
import { ReportForm } from '../components/report-form.tsx';
import classes from '../components/reports.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

export const REPORT_SENT_TEXT = 'Thank you! Your report was sent.';

/** Report / Suggest: players tell the team about a bug or an idea. */
export function ReportBugPage() {
  const send = useSingleFlight(useSendReport());

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
    </div>
  );
}

export default ReportBugPage;
