import { supportInfo, type SupportInfo } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { readDbOf, type AppContext } from '../../lib/context.ts';
import {
  countPublicStats,
  findSetting,
  saveSetting,
  type PublicStatsRow,
} from './support.repository.ts';

const KEY = 'support-us';

/** Until admins set their own, the ways anyone can help without money. */
const DEFAULT_SUPPORT: SupportInfo = {
  message:
    'Punla is made by a small team so that virtual trees lead to real ones. You can help us grow: every player who tends a tree and every friend who joins brings the next planting event closer.',
  channels: [
    {
      label: 'Invite a friend',
      details: 'Share your referral link from your profile: you both get rewards.',
      url: null,
    },
    {
      label: 'Join a planting event',
      details: 'Check Event Eligibility in the menu and earn your place at the next real planting.',
      url: null,
    },
    {
      label: 'Tell us what to improve',
      details: 'Send a bug report or a suggestion from "Help us improve" in the menu.',
      url: null,
    },
  ],
};

export async function getSupportInfo(ctx: AppContext): Promise<SupportInfo> {
  const value = await findSetting(ctx.db, KEY);
  if (value === undefined) return DEFAULT_SUPPORT;
  const parsed = supportInfo.safeParse(JSON.parse(value));
  return parsed.success ? parsed.data : DEFAULT_SUPPORT;
}

export async function setSupportInfo(ctx: AppContext, info: SupportInfo): Promise<SupportInfo> {
  await saveSetting(ctx.db, KEY, JSON.stringify(info));
  return info;
}

/**
 * How long the landing totals are kept: anyone may ask for them, and each count reads whole
 * tables, so a stream of anonymous calls must not turn into a stream of table scans.
 */
export const PUBLIC_STATS_TTL_MS = 30_000;

interface CachedStats {
  value?: PublicStatsRow;
  expiresAt: number;
  pending?: Promise<PublicStatsRow>;
}

// One entry per database (an app), kept in this process; the app's clock decides expiry.
const statsCache = new WeakMap<Database, CachedStats>();

async function countStats(ctx: AppContext): Promise<PublicStatsRow> {
  // Counted on the read replica when there is one: kept for 30 s anyway.
  const row = await countPublicStats(readDbOf(ctx));
  return row ?? { treesPlanted: 0, players: 0, matureTrees: 0, co2KgPerYearEstimate: 0 };
}

/**
 * The landing page's totals, at most PUBLIC_STATS_TTL_MS old; calls that find them expired
 * at the same moment share one count. The CO2 figure is an estimate (see the trees' rules).
 */
export async function getPublicStats(ctx: AppContext): Promise<PublicStatsRow> {
  const entry = statsCache.get(ctx.db) ?? { expiresAt: 0 };
  statsCache.set(ctx.db, entry);
  if (entry.value && ctx.clock.now().getTime() < entry.expiresAt) return entry.value;
  if (!entry.pending) {
    entry.pending = countStats(ctx)
      .then((value) => {
        entry.value = value;
        entry.expiresAt = ctx.clock.now().getTime() + PUBLIC_STATS_TTL_MS;
        return value;
      })
      .finally(() => {
        entry.pending = undefined;
      });
  }
  return entry.pending;
}
