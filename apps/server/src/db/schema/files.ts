import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images, stored in the database and addressed by their SHA-256, so every instance
 * serves the same files and an identical upload is stored once.
 */
export const files = pgTable('files', {
  sha256: text('sha256').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/** An uploaded image a row shows (its file's SHA-256), if it has one. */
export const imageRef = () => text('image_sha256').references(() => files.sha256);
