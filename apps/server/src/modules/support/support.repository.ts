import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { int8ToNumber } from '../../db/int8.ts';
import { appSettings } from '../../db/schema/index.ts';

/** The stored value of a setting (text), if one was saved. */
export async function findSetting(db: Database, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value;
}

export async function saveSetting(db: Database, key: string, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

export interface PublicStatsRow {
  treesPlanted: number;
  players: number;
  matureTrees: number;
  co2KgPerYearEstimate: number;
}

/**
 * The landing page's totals: a read-only count over the players and their trees (the
 * accounts, planted-trees and trees domains' tables). The CO2 figure is what the trees absorb
 * a year once mature: each tree counts its species' yearly figure, whatever its stage now.
 * They count every player's rows, so they are bigint in SQL and numbers here (db/int8.ts).
 */
export async function countPublicStats(db: Database): Promise<PublicStatsRow | undefined> {
  const result = await db.execute(sql`
    select (select count(*) from planted_trees) as "treesPlanted",
           (select count(*) from users where role = 'USER' and verified) as "players",
           (select count(*) from planted_trees where matured_at is not null) as "matureTrees",
           (select coalesce(sum(s.co2_kg_per_year), 0)::bigint
              from planted_trees t join tree_species s on s.id = t.species_id) as "co2KgPerYearEstimate"`);
  const [row] = (result as unknown as { rows: Record<keyof PublicStatsRow, string>[] }).rows;
  return (
    row && {
      treesPlanted: int8ToNumber(row.treesPlanted),
      players: int8ToNumber(row.players),
      matureTrees: int8ToNumber(row.matureTrees),
      co2KgPerYearEstimate: int8ToNumber(row.co2KgPerYearEstimate),
    }
  );
}
