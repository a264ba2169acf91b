import { Link } from 'react-router';
import { IconBug, IconBulb, IconUser } from '@tabler/icons-react';
import { formatGameDateTime } from '#shared/game-time.ts';
import { paths } from '#shared/paths.ts';
import type { Report } from '../api/report-types.ts';
import { ReportUpdateForm } from './report-update-form.tsx';
import {
  ADMIN_STATUS,
  TYPE_LABEL,
  handledText,
  openPlayerLabel,
  repliedByText,
} from './reports-text.ts';
import classes from './reports.module.css';

/** One report for the admins: what the player wrote, who they are, the reply, and the form. */
export function ReportCard({ report }: { report: Report }) {
  const TypeIcon = report.type === 'BUG' ? IconBug : IconBulb;
  const { player } = report;
  return (
    <li className={classes.report} data-status={report.status}>
      <div className={classes.reportHead}>
        <span className={classes.typeBadge} data-type={report.type}>
          <TypeIcon size={16} stroke={2.4} aria-hidden="true" />
          {TYPE_LABEL[report.type]}
        </span>
        <span className={classes.statusBadge} data-status={report.status}>
          {ADMIN_STATUS[report.status]}
        </span>
      </div>
      <p className={classes.reportMessage}>{report.message}</p>
      <p className={classes.reportMeta}>
        <Link
          to={paths.admin.player(player.id)}
          className={classes.playerLink}
          aria-label={openPlayerLabel(player.username)}
        >
          <IconUser size={16} stroke={2.4} aria-hidden="true" />
          {player.username}
        </Link>
        <time dateTime={report.createdAt}>{formatGameDateTime(report.createdAt)}</time>
        {report.handledAt && <span>{handledText(formatGameDateTime(report.handledAt))}</span>}
      </p>
      {report.reply && report.repliedAt && (
        <div className={classes.adminReply}>
          <p className={classes.replyMeta}>
            {repliedByText(
              report.repliedBy?.username ?? null,
              formatGameDateTime(report.repliedAt),
            )}
          </p>
          <p className={classes.replyText}>{report.reply}</p>
        </div>
      )}
      <ReportUpdateForm report={report} />
    </li>
  );
}
