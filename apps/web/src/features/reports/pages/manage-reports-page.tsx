import { useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import { IconArrowBackUp, IconBug, IconBulb, IconCheck, IconUser } from '@tabler/icons-react';
import { formatGameDateTime } from '#shared/game-time.ts';
import { toast } from '#shared/toast.ts';
import { AdminList, AdminToolbar } from '#shared/ui/admin-list.tsx';
import { GameButton } from '#shared/ui/game-button.tsx';
import adminClasses from '#shared/ui/admin.module.css';
import { useReports } from '../api/list-reports.ts';
import type { Report, ReportStatus } from '../api/report-types.ts';
import { useUpdateReportStatus } from '../api/update-report.ts';
import classes from '../components/reports.module.css';
import { useSingleFlight } from '#shared/hooks/use-single-flight.ts';

type Filter = ReportStatus | 'ALL';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'OPEN', label: 'Open' },
  { value: 'HANDLED', label: 'Handled' },
  { value: 'ALL', label: 'All' },
];

const EMPTY_TEXT: Record<Filter, string> = {
  OPEN: 'Nothing open. Every report has been handled.',
  HANDLED: 'No handled reports yet.',
  ALL: 'No reports yet.',
};

/** "3 open reports", "1 handled report", "4 reports". */
function countText(total: number, filter: Filter): string {
  const noun = total === 1 ? 'report' : 'reports';
  if (filter === 'ALL') return `${total} ${noun}`;
  return `${total} ${filter === 'OPEN' ? 'open' : 'handled'} ${noun}`;
}

export const REPORT_HANDLED_TEXT = 'Report marked handled.';
export const REPORT_REOPENED_TEXT = 'Report opened again.';

function ReportCard({ report }: { report: Report }) {
  const update = useSingleFlight(useUpdateReportStatus());
  const handled = report.status === 'HANDLED';
  const isBug = report.type === 'BUG';

  const change = () =>
    update.mutate(
      { id: report.id, status: handled ? 'OPEN' : 'HANDLED' },
      {
        onSuccess: () => toast.success(handled ? REPORT_REOPENED_TEXT : REPORT_HANDLED_TEXT),
      },
    );

  return (
    <li className={classes.report} data-status={report.status}>
      <div className={classes.reportHead}>
        <span className={classes.typeBadge} data-type={report.type}>
          {isBug ? (
            <IconBug size={16} stroke={2.4} aria-hidden="true" />
          ) : (
            <IconBulb size={16} stroke={2.4} aria-hidden="true" />
          )}
          {isBug ? 'Bug' : 'Suggestion'}
        </span>
        <span className={classes.statusBadge} data-status={report.status}>
          {handled ? 'Handled' : 'Open'}
        </span>
      </div>
      <p className={classes.reportMessage}>{report.message}</p>
      <div className={classes.reportFoot}>
        <span className={classes.reportMeta}>
          <span className={classes.player}>
            <IconUser size={16} stroke={2.4} aria-hidden="true" />
            {report.username}
          </span>
          <time dateTime={report.createdAt}>{formatGameDateTime(report.createdAt)}</time>
          {report.handledAt && <span>Handled {formatGameDateTime(report.handledAt)}</span>}
        </span>
        <GameButton
          size="sm"
          color={handled ? 'yellow' : 'green'}
          loading={update.isPending}
          onClick={change}
          leftSection={
            handled ? (
              <IconArrowBackUp size={18} stroke={2.4} />
            ) : (
              <IconCheck size={18} stroke={2.6} />
            )
          }
        >
          {handled ? 'Reopen' : 'Mark handled'}
        </GameButton>
      </div>
    </li>
  );
}

/** Admin: the players' bug reports and suggestions, open ones first. */
export function ManageReportsPage() {
  const [filter, setFilter] = useState<Filter>('OPEN');
  const list = useReports(filter);
  const total = list.data?.pages[0]?.total;

  return (
    <div className={adminClasses.page}>
      <AdminToolbar
        title="Reports and suggestions"
        lead={total === undefined ? 'What players told us' : countText(total, filter)}
      >
        <SegmentedControl
          aria-label="Show reports"
          className={classes.filter}
          value={filter}
          onChange={(value) => {
            const chosen = FILTERS.find((option) => option.value === value);
            if (chosen) setFilter(chosen.value);
          }}
          data={FILTERS}
          radius="xl"
          size="md"
          color="leaf"
        />
      </AdminToolbar>
      <AdminList
        pages={list}
        label="Reports"
        loadingLabel="Loading the reports"
        emptyText={EMPTY_TEXT[filter]}
        layout="cards"
      >
        {(report) => <ReportCard report={report} />}
      </AdminList>
    </div>
  );
}

export default ManageReportsPage;
