-- punla:no-transaction
-- The admins' player list filtered to the admins or to the unverified accounts, newest first,
-- reads a small index of those accounts instead of walking every player.
DROP INDEX CONCURRENTLY IF EXISTS "users_admins_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "users_admins_idx" ON "users" USING btree ("created_at") WHERE "role" = 'ADMIN';--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "users_unverified_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "users_unverified_idx" ON "users" USING btree ("created_at") WHERE NOT "verified";
