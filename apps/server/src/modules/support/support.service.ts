import { eq, sql } from 'drizzle-orm';
import { MATURE_STAGE, supportInfo, type SupportInfo } from '@punla/contract';
import type { Database } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

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

export async function getSupportInfo(db: Database): Promise<SupportInfo> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) return DEFAULT_SUPPORT;
  const parsed = supportInfo.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : DEFAULT_SUPPORT;
}

export async function setSupportInfo(db: Database, info: SupportInfo): Promise<SupportInfo> {
  const value = JSON.stringify(info);
  await db
    .insert(appSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
  return info;
}

/** The landing page's live totals. The CO2 figure is an estimate (see the trees' rules). */
export async function getPublicStats(db: Database) {
  const result = await db.execute(sql`
    select (select count(*)::int from planted_trees) as "treesPlanted",
           (select count(*)::int from users where role = 'USER' and verified) as "players",
           (select count(*)::int from planted_trees where matured_at is not null) as "matureTrees",
           (select coalesce(round(sum(s.co2_kg_per_year * t.stage::numeric / ${MATURE_STAGE})), 0)::int
              from planted_trees t join tree_species s on s.id = t.species_id) as "co2KgPerYearEstimate"`);
  const [row] = (
    result as unknown as {
      rows: {
        treesPlanted: number;
        players: number;
        matureTrees: number;
        co2KgPerYearEstimate: number;
      }[];
    }
  ).rows;
  return row ?? { treesPlanted: 0, players: 0, matureTrees: 0, co2KgPerYearEstimate: 0 };
}
