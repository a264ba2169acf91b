import { serial, timestamp, uuid } from 'drizzle-orm/pg-core';

// The columns many tables share, written once. Each helper makes a new column builder: a
// builder is changed by `.notNull()` and the like, so one is never shared between tables.
// The tables' own files are what drizzle-kit reads (through index.ts); this file has none.

/** An instant, stored with its time zone (timestamptz). */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => instant('created_at').notNull();

/** When the row was written and last changed (rows that are edited). */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull(),
});

/** A numbered id: what admins create, and players see in addresses. */
export const serialId = () => serial('id').primaryKey();

/** A random id, made by the database unless the code gives one. */
export const randomId = () => uuid('id').primaryKey().defaultRandom();
