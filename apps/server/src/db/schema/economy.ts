import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userRef } from './accounts.ts';
import { createdAt, instant, randomId, serialId, timestamps } from './columns.ts';
import { imageRef } from './files.ts';
import { treeSpecies } from './trees.ts';

/** What the marketplace sells, managed by admins. */
export const marketplaceItems = pgTable(
  'marketplace_items',
  {
    id: serialId(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    imageSha256: imageRef(),
    kind: text('kind', { enum: ['SEEDLING', 'WATER', 'FERTILIZER', 'STREAK_SAVER'] }).notNull(),
    /** The species, for seedlings. */
    speciesId: integer('species_id').references(() => treeSpecies.id),
    /** Units the player receives per purchase (a pack of 5 water is 5). */
    quantityPerPurchase: integer('quantity_per_purchase').notNull(),
    price: integer('price').notNull(),
    /** Purchases left; null is unlimited. */
    stock: integer('stock'),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check(
      'marketplace_items_kind_check',
      sql`${t.kind} in ('SEEDLING', 'WATER', 'FERTILIZER', 'STREAK_SAVER')`,
    ),
    check(
      'marketplace_items_seedling_species',
      sql`(${t.kind} = 'SEEDLING') = (${t.speciesId} is not null)`,
    ),
    check('marketplace_items_quantity_check', sql`${t.quantityPerPurchase} > 0`),
    check('marketplace_items_price_check', sql`${t.price} >= 0`),
    check('marketplace_items_stock_check', sql`${t.stock} is null or ${t.stock} >= 0`),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: randomId(),
    userId: userRef(),
    itemId: integer('item_id')
      .notNull()
      .references(() => marketplaceItems.id),
    quantity: integer('quantity').notNull(),
    totalPrice: integer('total_price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId, t.createdAt),
    check('purchases_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

/** A daily quest claimed: once per player, quest and game day, by primary key. */
export const questClaims = pgTable(
  'quest_claims',
  {
    userId: userRef(),
    quest: text('quest', { enum: ['DAILY_LOGIN', 'WATER_TREE', 'COMPLETE_TASKS'] }).notNull(),
    gameDay: date('game_day').notNull(),
    coins: integer('coins').notNull(),
    xp: integer('xp').notNull(),
    /** For the login quest: consecutive game days with it claimed, this one included. */
    streak: integer('streak').notNull().default(0),
    /** For the login quest: the missed game day a streak saver covered, if one was used. */
    savedDay: date('saved_day'),
    claimedAt: instant('claimed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.quest, t.gameDay] })],
);

/** Who brought whom. A player is referred once (unique referred_id). */
export const referrals = pgTable(
  'referrals',
  {
    id: randomId(),
    referrerId: userRef('referrer_id'),
    referredId: userRef('referred_id'),
    code: text('code').notNull(),
    createdAt: createdAt(),
    /** When the referrer was paid (the referred player verified). */
    rewardedAt: instant('rewarded_at'),
  },
  (t) => [
    uniqueIndex('referrals_referred_unique').on(t.referredId),
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    check('referrals_not_self', sql`${t.referrerId} <> ${t.referredId}`),
  ],
);
