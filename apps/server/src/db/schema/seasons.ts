import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users, userRef } from './accounts.ts';
import { createdAt, instant, randomId, serialId, timestamps } from './columns.ts';
import { imageRef } from './files.ts';

/** Seasons never overlap: a GiST exclusion constraint (migration 0005) enforces it. */
export const seasons = pgTable(
  'seasons',
  {
    id: serialId(),
    name: text('name').notNull(),
    startAt: instant('start_at').notNull(),
    /** Exclusive: the season holds instants in [startAt, endAt). */
    endAt: instant('end_at').notNull(),
    ...timestamps(),
  },
  (t) => [check('seasons_range_check', sql`${t.endAt} > ${t.startAt}`)],
);

/** The season a row belongs to: the row goes with the season. */
const seasonRef = () =>
  integer('season_id')
    .notNull()
    .references(() => seasons.id, { onDelete: 'cascade' });

/**
 * Each player's XP within a season, kept in step with the XP ledger. `reachedAt` is when
 * the player reached their current XP: of two players with equal XP, the earlier ranks higher.
 */
export const seasonXp = pgTable(
  'season_xp',
  {
    seasonId: seasonRef(),
    userId: userRef(),
    xp: integer('xp').notNull(),
    reachedAt: instant('reached_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seasonId, t.userId] }),
    index('season_xp_ranking').on(t.seasonId, t.xp.desc(), t.reachedAt, t.userId),
    check('season_xp_positive', sql`${t.xp} > 0`),
  ],
);

/**
 * How many players of a season hold each XP value. A rank is 1 + the players above: a sum
 * over the XP values above (far fewer than players) plus the ties reached earlier. An award
 * never updates these rows (two players at one XP value would wait on each other): it appends
 * its moves to `season_xp_level_changes`, which a fold adds in every second
 * (lib/ledgers/season-levels.ts). A count is its row plus the changes not yet folded.
 */
export const seasonXpLevels = pgTable(
  'season_xp_levels',
  {
    seasonId: seasonRef(),
    xp: integer('xp').notNull(),
    players: integer('players').notNull(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.xp] })],
);

/**
 * The moves between XP values that awards append (−1 where a player was, +1 where they are),
 * insert-only so that awards never lock a shared row; folded into `season_xp_levels` and
 * deleted by the fold.
 */
export const seasonXpLevelChanges = pgTable(
  'season_xp_level_changes',
  {
    seasonId: seasonRef(),
    xp: integer('xp').notNull(),
    delta: integer('delta').notNull(),
  },
  (t) => [index('season_xp_level_changes_season_xp').on(t.seasonId, t.xp)],
);

/** The free seedling of a season, once per player. */
export const seasonGifts = pgTable(
  'season_gifts',
  {
    seasonId: seasonRef(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.userId] })],
);

/**
 * A season-rollover action over every player (send free seedlings, make earlier trees
 * dormant), worked through in batches by the job queue. The row is its progress and its
 * cursor: a batch moves `done` and `cursor` in the transaction that does its work, so a crash
 * loses at most the batch under way, which its next try does again. One action of a kind is
 * queued or running at a time: the partial unique index says so, whatever the instances.
 */
export const seasonJobs = pgTable(
  'season_jobs',
  {
    id: randomId(),
    action: text('action').notNull(),
    seasonId: seasonRef(),
    /** queued → running → done | failed; a failed job goes back to queued when resumed. */
    state: text('state').notNull(),
    /** Rows walked so far (players or trees) of `total`, counted when the job was made. */
    done: integer('done').notNull().default(0),
    total: integer('total').notNull(),
    /** Rows the action changed (seedlings given, trees made dormant). */
    changed: integer('changed').notNull().default(0),
    /** The last row a batch walked past, when the action walks rows in order. */
    cursor: text('cursor'),
    /**
     * Batches done: each queued batch names the number it is, so a batch delivered twice (its
     * worker died after its commit) finds the count moved on and does nothing.
     */
    batches: integer('batches').notNull().default(0),
    /** Why the last try failed, in words an admin can act on. */
    error: text('error'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
    finishedAt: instant('finished_at'),
  },
  (t) => [
    check('season_jobs_state', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
    uniqueIndex('season_jobs_one_active')
      .on(t.action)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('season_jobs_action_idx').on(t.action, t.createdAt),
  ],
);

/** Real planting activities, shown on the map titled "Previous Activities". */
export const locations = pgTable(
  'locations',
  {
    id: serialId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    activityDate: date('activity_date').notNull(),
    treesPlanted: integer('trees_planted').notNull(),
    imageSha256: imageRef(),
    ...timestamps(),
  },
  (t) => [
    check('locations_latitude', sql`${t.latitude} between -90 and 90`),
    check('locations_longitude', sql`${t.longitude} between -180 and 180`),
    check('locations_trees', sql`${t.treesPlanted} >= 0`),
  ],
);
