import { Link } from 'react-router';
import { PLAYER_FILE_LIST_LIMIT, PLAYER_FILE_NOTICES, type PlayerFile } from '@punla/contract';
import { formatGameDateTime } from '#shared/game-time.ts';
import { paths } from '#shared/paths.ts';
import { DataTable } from './data-table.tsx';
import { FileSection } from './file-section.tsx';
import { FLAGS, NOTICES, REFERRALS, REPORTS, SECTION, newestShown } from './players-text.ts';
import classes from './players.module.css';

const playerLink = (player: { id: string; username: string }) => (
  <Link to={paths.admin.player(player.id)} className={classes.link}>
    {player.username}
  </Link>
);

const rewardText = (rewardedAt: string | null) =>
  rewardedAt ? REFERRALS.paid(formatGameDateTime(rewardedAt)) : REFERRALS.pending;

/** Who brought the player, and the friends they brought, each a link to their own file. */
export function ReferralsSection({ referrals }: { referrals: PlayerFile['referrals'] }) {
  const { referredBy, made } = referrals;
  return (
    <FileSection id="referrals" title={SECTION.referrals}>
      <h3 className={classes.subTitle}>{REFERRALS.referredBy}</h3>
      {referredBy ? (
        <p className={classes.line}>
          {playerLink(referredBy)}
          <span className={classes.muted}> · {rewardText(referredBy.rewardedAt)}</span>
        </p>
      ) : (
        <p className={classes.empty}>{REFERRALS.nobody}</p>
      )}
      <h3 className={classes.subTitle}>{REFERRALS.made}</h3>
      {made.length === 0 ? (
        <p className={classes.empty}>{REFERRALS.madeEmpty}</p>
      ) : (
        <DataTable
          caption={REFERRALS.made}
          columns={[
            { key: 'friend', label: REFERRALS.made },
            { key: 'joined', label: REFERRALS.joined },
            { key: 'reward', label: REFERRALS.rewarded },
          ]}
          rows={made.map((friend) => ({
            key: friend.id,
            cells: [
              playerLink(friend),
              formatGameDateTime(friend.createdAt),
              rewardText(friend.rewardedAt),
            ],
          }))}
        />
      )}
      {newestShown(made.length, PLAYER_FILE_LIST_LIMIT) && (
        <p className={classes.sectionNote}>{newestShown(made.length, PLAYER_FILE_LIST_LIMIT)}</p>
      )}
    </FileSection>
  );
}

/** The bug reports and suggestions the player sent. */
export function ReportsSection({ reports }: { reports: PlayerFile['reports'] }) {
  return (
    <FileSection
      id="reports"
      title={SECTION.reports}
      note={newestShown(reports.length, PLAYER_FILE_LIST_LIMIT)}
    >
      {reports.length === 0 ? (
        <p className={classes.empty}>{REPORTS.empty}</p>
      ) : (
        <ul className={classes.entries}>
          {reports.map((report) => (
            <li key={report.id} className={classes.entry}>
              <div className={classes.entryHead}>
                <span className={classes.badge}>{REPORTS.type[report.type]}</span>
                <span
                  className={classes.badge}
                  data-tone={report.status === 'NEW' ? 'warn' : undefined}
                >
                  {REPORTS.status[report.status]}
                </span>
                <time className={classes.muted} dateTime={report.createdAt}>
                  {formatGameDateTime(report.createdAt)}
                </time>
              </div>
              <p className={classes.entryText}>{report.message}</p>
            </li>
          ))}
        </ul>
      )}
    </FileSection>
  );
}

/** The notices the game put in the player's inbox, newest first. */
export function NoticesSection({ notices }: { notices: PlayerFile['notices'] }) {
  return (
    <FileSection
      id="notices"
      title={SECTION.notices}
      note={newestShown(notices.length, PLAYER_FILE_NOTICES)}
    >
      {notices.length === 0 ? (
        <p className={classes.empty}>{NOTICES.empty}</p>
      ) : (
        <ul className={classes.entries}>
          {notices.map((notice) => (
            <li key={notice.id} className={classes.entry}>
              <div className={classes.entryHead}>
                <strong className={classes.entryTitle}>{notice.title}</strong>
                <span className={classes.muted}>
                  <time dateTime={notice.createdAt}>{formatGameDateTime(notice.createdAt)}</time>
                  {' · '}
                  {notice.readAt ? NOTICES.read(formatGameDateTime(notice.readAt)) : NOTICES.unread}
                </span>
              </div>
              <p className={classes.entryText}>{notice.body}</p>
            </li>
          ))}
        </ul>
      )}
    </FileSection>
  );
}

/** The fair-play flags on the player still waiting for an admin's review. */
export function FlagsSection({ flags }: { flags: PlayerFile['openFairPlayFlags'] }) {
  return (
    <FileSection id="flags" title={SECTION.flags}>
      {flags.length === 0 ? (
        <p className={classes.empty}>{FLAGS.empty}</p>
      ) : (
        <>
          <ul className={classes.entries}>
            {flags.map((flag) => (
              <li key={flag.id} className={classes.entry}>
                <div className={classes.entryHead}>
                  <span className={classes.badge} data-tone="warn">
                    {FLAGS.kind[flag.kind]}
                  </span>
                  <time className={classes.muted} dateTime={flag.createdAt}>
                    {FLAGS.raised(formatGameDateTime(flag.createdAt))}
                  </time>
                </div>
                <p className={classes.entryText}>{flag.evidence}</p>
              </li>
            ))}
          </ul>
          <Link to={paths.admin.fairPlay} className={classes.link}>
            {FLAGS.review}
          </Link>
        </>
      )}
    </FileSection>
  );
}
