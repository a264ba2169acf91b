import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconHistory } from '@tabler/icons-react';
import type { PlayerFile } from '@punla/contract';
import { formatGameDate, formatGameDateTime } from '#shared/game-time.ts';
import { paths } from '#shared/paths.ts';
import { useSessionStore } from '#shared/session/session-store.ts';
import { PlayerActions } from './player-actions.tsx';
import { FILE, NEVER, NO, ROLE_LABEL, YES } from './players-text.ts';
import classes from './players.module.css';

const numberFormat = new Intl.NumberFormat('en-PH');
const n = (value: number) => numberFormat.format(value);

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={classes.fact} data-wide={wide || undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The account at the top of the file: who, since when, what they hold, and the actions. */
export function PlayerProfileCard({ file }: { file: PlayerFile }) {
  const { profile } = file;
  const own = useSessionStore((state) => state.loggedUser?.id) === profile.id;
  const { facts } = FILE;
  // A pending deletion suspends the account with no reason: it shows as what it is.
  const deletionPending =
    profile.deletionPendingUntil !== null && !profile.suspension?.reason
      ? FILE.deletionPending(formatGameDate(profile.deletionPendingUntil))
      : null;
  const suspension = deletionPending ? null : profile.suspension;
  return (
    <section className={classes.profile} aria-labelledby="player-name">
      <div className={classes.profileHead}>
        <h2 id="player-name" className={classes.profileName}>
          {profile.username}
        </h2>
        <span className={classes.badges}>
          {own && <span className={classes.badge}>{FILE.you}</span>}
          {profile.role === 'ADMIN' && (
            <span className={classes.badge} data-tone="admin">
              {FILE.badges.admin}
            </span>
          )}
          {!profile.verified && (
            <span className={classes.badge} data-tone="warn">
              {FILE.badges.unverified}
            </span>
          )}
          {suspension && (
            <span className={classes.badge} data-tone="danger">
              {FILE.badges.suspended}
            </span>
          )}
          {deletionPending && (
            <span className={classes.badge} data-tone="danger">
              {FILE.badges.deletionPending}
            </span>
          )}
        </span>
      </div>
      {suspension && (
        <p className={classes.suspension}>
          <strong>{FILE.suspendedSince(formatGameDateTime(suspension.at))}</strong>
          <q>{suspension.reason}</q>
        </p>
      )}
      {deletionPending && (
        <p className={classes.suspension}>
          <strong>{deletionPending}</strong>
        </p>
      )}
      <dl className={classes.facts}>
        <Fact label={facts.email} wide>
          <span className={classes.breakAnywhere}>{profile.email}</span>
        </Fact>
        <Fact label={facts.role}>{ROLE_LABEL[profile.role]}</Fact>
        <Fact label={facts.created}>{formatGameDateTime(profile.createdAt)}</Fact>
        <Fact label={facts.lastActive}>
          {profile.lastActiveAt ? formatGameDateTime(profile.lastActiveAt) : NEVER}
        </Fact>
        <Fact label={facts.verified}>{profile.verified ? YES : NO}</Fact>
        <Fact label={facts.suspended}>
          {deletionPending ?? (suspension ? YES : FILE.notSuspended)}
        </Fact>
        <Fact label={facts.level}>{n(profile.level)}</Fact>
        <Fact label={facts.xp}>{n(profile.totalXp)}</Fact>
        <Fact label={facts.coins}>{n(profile.coins)}</Fact>
        <Fact label={facts.signIn}>{profile.hasPassword ? FILE.password : FILE.googleOnly}</Fact>
        {profile.referralCode && <Fact label={facts.referralCode}>{profile.referralCode}</Fact>}
      </dl>
      <PlayerActions file={file} />
      <Link to={paths.admin.auditOf('player', profile.id)} className={classes.auditLink}>
        <IconHistory size={18} stroke={2.4} aria-hidden="true" />
        {FILE.audit}
      </Link>
    </section>
  );
}
