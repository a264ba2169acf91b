import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { userRef, users } from './accounts.ts';
import { instant, randomId, serialId, timestamps } from './columns.ts';
import { imageRef } from './files.ts';

/** The species catalog, managed by admins. */
export const treeSpecies = pgTable(
  'tree_species',
  {
    id: serialId(),
    name: text('name').notNull(),
    scientificName: text('scientific_name').notNull(),
    description: text('description').notNull(),
    imageSha256: imageRef(),
    rarity: text('rarity', { enum: ['common', 'uncommon', 'rare'] }).notNull(),
    native: boolean('native').notNull(),
    co2KgPerYear: integer('co2_kg_per_year').notNull(),
    price: integer('price').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tree_species_name_unique').on(sql`lower(${t.name})`),
    check('tree_species_rarity_check', sql`${t.rarity} in ('common', 'uncommon', 'rare')`),
    check('tree_species_co2_check', sql`${t.co2KgPerYear} >= 0`),
    check('tree_species_price_check', sql`${t.price} >= 0`),
  ],
);

/** Seedlings a player holds, one row per species. */
export const seedlingInventory = pgTable(
  'seedling_inventory',
  {
    id: randomId(),
    userId: userRef(),
    speciesId: integer('species_id')
      .notNull()
      .references(() => treeSpecies.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('seedling_inventory_user_species_unique').on(t.userId, t.speciesId),
    check('seedling_inventory_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/** Water and fertilizer a player holds, and the game day of their last free water top-up. */
export const resourceInventory = pgTable(
  'resource_inventory',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    water: integer('water').notNull().default(0),
    fertilizer: integer('fertilizer').notNull().default(0),
    freeWaterDay: date('free_water_day'),
    /** Streak savers held: each covers one missed game day of the login streak. */
    streakSavers: integer('streak_savers').notNull().default(0),
  },
  (t) => [
    check('resource_inventory_water_check', sql`${t.water} >= 0`),
    check('resource_inventory_streak_savers_check', sql`${t.streakSavers} between 0 and 1`),
    check('resource_inventory_fertilizer_check', sql`${t.fertilizer} >= 0`),
  ],
);

export const plantedTrees = pgTable(
  'planted_trees',
  {
    id: randomId(),
    userId: userRef(),
    speciesId: integer('species_id')
      .notNull()
      .references(() => treeSpecies.id),
    growthPoints: integer('growth_points').notNull().default(0),
    /** 0 = Seed … 5 = Mature tree; only ever rises, so each stage is rewarded once. */
    stage: integer('stage').notNull().default(0),
    /** Makes each tree drawn slightly differently. */
    variant: integer('variant').notNull(),
    plantedAt: instant('planted_at').notNull(),
    lastWateredAt: instant('last_watered_at'),
    /** The game day of `waterings`, and how many times the tree was watered that day. */
    waterDay: date('water_day'),
    waterings: integer('waterings').notNull().default(0),
    lastFertilizedAt: instant('last_fertilized_at'),
    fertilizeDay: date('fertilize_day'),
    lastXpClaimedAt: instant('last_xp_claimed_at'),
    maturedAt: instant('matured_at'),
    /** A tree of an earlier season: kept in the forest, no longer tended. */
    dormant: boolean('dormant').notNull().default(false),
  },
  (t) => [
    index('planted_trees_user_idx').on(t.userId, t.plantedAt),
    // One growing tree per player, enforced by the database.
    uniqueIndex('planted_trees_one_growing_per_user')
      .on(t.userId)
      .where(sql`${t.maturedAt} is null and ${t.dormant} = false`),
    check('planted_trees_stage_check', sql`${t.stage} between 0 and 5`),
    check('planted_trees_growth_points_check', sql`${t.growthPoints} >= 0`),
  ],
);

/** One row per player and game day: the daily XP claim, once by primary key. */
export const dailyXpClaims = pgTable(
  'daily_xp_claims',
  {
    userId: userRef(),
    gameDay: date('game_day').notNull(),
    plantedTreeId: uuid('planted_tree_id')
      .notNull()
      .references(() => plantedTrees.id, { onDelete: 'cascade' }),
    xp: integer('xp').notNull(),
    claimedAt: instant('claimed_at').notNull(),
  },
  (t) => [uniqueIndex('daily_xp_claims_user_day_unique').on(t.userId, t.gameDay)],
);
