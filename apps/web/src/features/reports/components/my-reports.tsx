import { useId, useState } from 'react';
import { IconBug, IconBulb, IconMessageCircle } from '@tabler/icons-react';
import { formatGameDate, formatGameDateTime } from '#shared/game-time.ts';
import layout from '#shared/styles/layout.module.css';
import { GameButton } from '#shared/ui/game-button.tsx';
import { LoadFailed, Loading } from '#shared/ui/query-state.tsx';
import { Panel } from '#shared/ui/panel.tsx';
import { useOwnReports } from '../api/list-own-reports.ts';
import type { OwnReport } from '../api/report-types.ts';
import {
  MY_REPORTS_EMPTY,
  MY_REPORTS_EMPTY_TITLE,
  MY_REPORTS_LEAD,
  MY_REPORTS_LOADING,
  MY_REPORTS_MORE,
  MY_REPORTS_TITLE,
  PLAYER_STATUS,
  PLAYER_STATUS_HINT,
  SHOW_ALL,
  SHOW_LESS,
  STATUS_PREFIX,
  TEAM_REPLY,
  TYPE_LABEL,
  repliedOnText,
  sentText,
} from './reports-text.ts';
import classes from './reports.module.css';

/** A message longer than this is folded to a few lines, with a button to read it all. */
const FOLDED_FROM = 280;

function MyReport({ report }: { report: OwnReport }) {
  const [unfolded, setUnfolded] = useState(false);
  const messageId = useId();
  const TypeIcon = report.type === 'BUG' ? IconBug : IconBulb;
  const long = report.message.length > FOLDED_FROM;
  return (
    <li className={classes.ownReport} data-status={report.status}>
      <div className={classes.reportHead}>
        <span className={classes.typeBadge} data-type={report.type}>
          <TypeIcon size={16} stroke={2.4} aria-hidden="true" />
          {TYPE_LABEL[report.type]}
        </span>
        <span className={classes.statusBadge} data-status={report.status}>
          <span className={layout.srOnly}>{STATUS_PREFIX} </span>
          {PLAYER_STATUS[report.status]}
        </span>
      </div>
      <p
        id={messageId}
        className={classes.reportMessage}
        data-folded={long && !unfolded ? true : undefined}
      >
        {report.message}
      </p>
      {long && (
        <button
          type="button"
          className={classes.foldButton}
          aria-expanded={unfolded}
          aria-controls={messageId}
          onClick={() => setUnfolded((open) => !open)}
        >
          {unfolded ? SHOW_LESS : SHOW_ALL}
        </button>
      )}
      <p className={classes.ownMeta}>
        <time dateTime={report.createdAt}>{sentText(formatGameDateTime(report.createdAt))}</time>
        <span>{PLAYER_STATUS_HINT[report.status]}</span>
      </p>
      {report.reply && report.repliedAt && (
        <div className={classes.teamReply}>
          <p className={classes.replyMeta}>
            <IconMessageCircle size={16} stroke={2.4} aria-hidden="true" />
            <span>
              {TEAM_REPLY}{' '}
              <time dateTime={report.repliedAt}>
                {repliedOnText(formatGameDate(report.repliedAt))}
              </time>
            </span>
          </p>
          <p className={classes.replyText}>{report.reply}</p>
        </div>
      )}
    </li>
  );
}

/** "My reports": what the player sent, newest first, with where it stands and the replies. */
export function MyReports({ userId }: { userId: string }) {
  const reports = useOwnReports(userId);
  const items = reports.data?.pages.flatMap((page) => page.items);
  let body;
  if (reports.isPending) body = <Loading label={MY_REPORTS_LOADING} />;
  else if (!items) {
    body = <LoadFailed error={reports.error} onRetry={() => void reports.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <div className={classes.ownEmpty}>
        <span className={classes.emptyIcon} aria-hidden="true">
          <IconMessageCircle size={28} stroke={2.2} />
        </span>
        <h3 className={classes.emptyTitle}>{MY_REPORTS_EMPTY_TITLE}</h3>
        <p className={classes.emptyText}>{MY_REPORTS_EMPTY}</p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={classes.ownList} aria-label={MY_REPORTS_TITLE}>
          {items.map((report) => (
            <MyReport key={report.id} report={report} />
          ))}
        </ul>
        {reports.hasNextPage && (
          <GameButton
            color="green"
            size="sm"
            className={classes.moreButton}
            loading={reports.isFetchingNextPage}
            onClick={() => void reports.fetchNextPage()}
          >
            {MY_REPORTS_MORE}
          </GameButton>
        )}
      </>
    );
  }
  return (
    <Panel title={MY_REPORTS_TITLE} lead={MY_REPORTS_LEAD}>
      {body}
    </Panel>
  );
}
