import {
  levelForXp,
  TREE_STAGES,
  type PlayerFile,
  type PlayerListItem,
  type PlayerProfile,
} from '@punla/contract';
import type {
  AccountListRow,
  AccountRow,
  listNoticeRows,
  listRealTreeRows,
  listReferredRows,
  listReportRows,
  listRsvpRows,
  listTreeRows,
  walletLedgerPage,
  xpLedgerPage,
} from './players.repository.ts';

// The shapes of the admins' Players area: rows of the repository to the contract's answers.

type Rows<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export function toPlayerListItem(row: AccountListRow): PlayerListItem {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    verified: row.verified,
    suspended: row.suspendedAt !== null,
    role: row.role,
    level: levelForXp(row.totalXp),
    createdAt: iso(row.createdAt),
    lastActiveAt: isoOrNull(row.lastActiveAt),
  };
}

export function toPlayerProfile(row: AccountRow): PlayerProfile {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    verified: row.verified,
    hasPassword: row.hasPassword,
    createdAt: iso(row.createdAt),
    lastActiveAt: isoOrNull(row.lastActiveAt),
    suspension: row.suspendedAt
      ? { at: iso(row.suspendedAt), reason: row.suspensionReason ?? '' }
      : null,
    deletionPendingUntil: isoOrNull(row.erasesAt),
    level: levelForXp(row.totalXp),
    totalXp: row.totalXp,
    coins: row.coins,
    referralCode: row.referralCode,
  };
}

export function toWalletLedgerPage(
  { rows, total }: Rows<typeof walletLedgerPage>,
  page: { page: number; size: number },
): PlayerFile['walletLedger'] {
  return {
    items: rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      reason: row.reason,
      description: row.description,
      createdAt: iso(row.createdAt),
    })),
    ...page,
    total,
  };
}

export function toXpLedgerPage(
  { rows, total }: Rows<typeof xpLedgerPage>,
  page: { page: number; size: number },
): PlayerFile['xpLedger'] {
  return {
    items: rows.map((row) => ({
      id: row.id,
      amount: row.amount,
      reason: row.reason,
      ref: row.ref,
      seasonId: row.seasonId,
      createdAt: iso(row.createdAt),
    })),
    ...page,
    total,
  };
}

const toEventRef = (event: { id: number; name: string; startsAt: Date }) => ({
  id: event.id,
  name: event.name,
  startsAt: iso(event.startsAt),
});

export function toTrees(rows: Rows<typeof listTreeRows>): PlayerFile['trees'] {
  return rows.map((row) => ({
    id: row.id,
    speciesName: row.speciesName,
    stage: row.stage,
    stageName: TREE_STAGES[row.stage] ?? TREE_STAGES[0],
    plantedAt: iso(row.plantedAt),
    maturedAt: isoOrNull(row.maturedAt),
    dormant: row.dormant,
  }));
}

export function toRsvps(rows: Rows<typeof listRsvpRows>): PlayerFile['rsvps'] {
  return rows.map((row) => ({
    event: toEventRef(row.event),
    status: row.status,
    createdAt: iso(row.createdAt),
    checkedInAt: isoOrNull(row.checkedInAt),
  }));
}

export function toRealTrees(rows: Rows<typeof listRealTreeRows>): PlayerFile['realTrees'] {
  return rows.map((row) => ({
    event: toEventRef(row.event),
    speciesName: row.speciesName,
    plantedOn: row.plantedOn,
  }));
}

export function toReferrals(
  referrer: { id: string; username: string; rewardedAt: Date | null } | undefined,
  made: Rows<typeof listReferredRows>,
): PlayerFile['referrals'] {
  return {
    referredBy: referrer
      ? { id: referrer.id, username: referrer.username, rewardedAt: isoOrNull(referrer.rewardedAt) }
      : null,
    made: made.map((row) => ({
      id: row.id,
      username: row.username,
      createdAt: iso(row.createdAt),
      rewardedAt: isoOrNull(row.rewardedAt),
    })),
  };
}

export function toReports(rows: Rows<typeof listReportRows>): PlayerFile['reports'] {
  return rows.map((row) => ({ ...row, createdAt: iso(row.createdAt) }));
}

export function toNotices(rows: Rows<typeof listNoticeRows>): PlayerFile['notices'] {
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    createdAt: iso(row.createdAt),
    readAt: isoOrNull(row.readAt),
  }));
}
