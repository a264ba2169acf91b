-- punla:no-transaction
-- The erasure job reads the few accounts whose deletion is pending from a small index, built
-- without holding up the writes to the players' table.
DROP INDEX CONCURRENTLY IF EXISTS "users_erases_at_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "users_erases_at_idx" ON "users" USING btree ("erases_at") WHERE "erases_at" IS NOT NULL AND "erased_at" IS NULL;
