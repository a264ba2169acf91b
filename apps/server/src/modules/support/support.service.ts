import { PUBLIC_CACHE_SECONDS, supportInfo, type SupportInfo } from '@punla/contract';
import { readDbOf, type AppContext } from '../../lib/context.ts';
import type { CachedReadContext } from '../../lib/public-reads.ts';
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

async function readSupportInfo(ctx: AppContext): Promise<SupportInfo> {
  const value = await findSetting(ctx.db, KEY);
  if (value === undefined) return DEFAULT_SUPPORT;
  const parsed = supportInfo.safeParse(JSON.parse(value));
  return parsed.success ? parsed.data : DEFAULT_SUPPORT;
}

/**
 * The support page as anyone reads it, kept PUBLIC_CACHE_SECONDS.supportPage: an admin's
 * change shows at once on the server that saved it, and on the others within that time.
 */
export function getSupportInfo(ctx: CachedReadContext): Promise<SupportInfo> {
  return ctx.publicCache.get('support-page', PUBLIC_CACHE_SECONDS.supportPage * 1000, () =>
    readSupportInfo(ctx),
  );
}

export async function setSupportInfo(
  ctx: CachedReadContext,
  info: SupportInfo,
): Promise<SupportInfo> {
  await saveSetting(ctx.db, KEY, JSON.stringify(info));
  ctx.publicCache.forget('support-page');
  return info;
}

async function countStats(ctx: AppContext): Promise<PublicStatsRow> {
  // Counted on the read replica when there is one: kept for a while anyway.
  const row = await countPublicStats(readDbOf(ctx));
  return row ?? { treesPlanted: 0, players: 0, matureTrees: 0, co2KgPerYearEstimate: 0 };
}

/**
 * The landing page's totals, at most PUBLIC_CACHE_SECONDS.totals old: anyone may ask for
 * them, and each count reads whole tables, so a stream of anonymous calls must not turn into a
 * stream of table scans; calls that find them expired at the same moment share one count. The
 * CO2 figure is an estimate (see the trees' rules).
 */
export function getPublicStats(ctx: CachedReadContext): Promise<PublicStatsRow> {
  return ctx.publicCache.get('public-stats', PUBLIC_CACHE_SECONDS.totals * 1000, () =>
    countStats(ctx),
  );
}
