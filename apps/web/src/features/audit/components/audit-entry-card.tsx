import { Link } from 'react-router';
import { IconMapPin, IconUserShield } from '@tabler/icons-react';
import type { AuditEntry } from '@punla/contract';
import { formatGameDateTime } from '#shared/game-time.ts';
import { paths } from '#shared/paths.ts';
import { AuditChanges } from './audit-changes.tsx';
import {
  FROM_ADDRESS,
  OPEN_PLAYER,
  REASON_LABEL,
  SHOW_ENTRIES_ABOUT,
  actionText,
  byAdminLabel,
  byText,
  targetText,
} from './audit-text.ts';
import classes from './audit.module.css';

/** One entry: what was done to which record, by whom, when, why, and what changed. */
export function AuditEntryCard({ entry }: { entry: AuditEntry }) {
  const target = targetText(entry.targetType, entry.targetId, entry.targetName);
  return (
    <li className={classes.entry}>
      <div className={classes.entryHead}>
        <span className={classes.action}>{actionText(entry.action)}</span>
        <time className={classes.meta} dateTime={entry.at}>
          {formatGameDateTime(entry.at)}
        </time>
      </div>
      <p className={classes.target}>
        <strong>{target}</strong>
        {entry.targetType === 'player' && (
          <Link to={paths.admin.player(entry.targetId)} className={classes.link}>
            {OPEN_PLAYER}
          </Link>
        )}
        <Link
          to={paths.admin.auditOf(entry.targetType, entry.targetId)}
          className={classes.link}
          aria-label={`${SHOW_ENTRIES_ABOUT}: ${target}`}
        >
          {SHOW_ENTRIES_ABOUT}
        </Link>
      </p>
      <p className={classes.who}>
        <span className={classes.whoPart}>
          <IconUserShield size={16} stroke={2.2} aria-hidden="true" />
          <Link
            to={`${paths.admin.audit}?actor=${encodeURIComponent(entry.actorId)}`}
            className={classes.actor}
            aria-label={byAdminLabel(entry.actorName)}
          >
            {byText(entry.actorName)}
          </Link>
        </span>
        {entry.address && (
          <span className={classes.whoPart}>
            <IconMapPin size={16} stroke={2.2} aria-hidden="true" />
            {FROM_ADDRESS} {entry.address}
          </span>
        )}
      </p>
      {entry.reason && (
        <p className={classes.reason}>
          <span className={classes.reasonLabel}>{REASON_LABEL}: </span>
          <q>{entry.reason}</q>
        </p>
      )}
      <AuditChanges before={entry.before} after={entry.after} />
    </li>
  );
}
