-- punla:no-transaction
-- The admins' player search is a prefix search on the name or the address, case-insensitive,
-- at any number of players: two indexes that LIKE 'prefix%' can walk whatever the database's
-- collation (text_pattern_ops), and a small one of the suspended accounts. Built without
-- stopping the players' writes (docs/adding-a-domain.md).
DROP INDEX CONCURRENTLY IF EXISTS "users_username_prefix_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "users_email_prefix_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "users_email_prefix_idx" ON "users" USING btree ("email" text_pattern_ops);--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "users_suspended_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "users_suspended_idx" ON "users" USING btree ("suspended_at") WHERE "suspended_at" IS NOT NULL;
