-- punla:no-transaction
-- The indexes of 0014's retention and daily totals, on tables that are big on a live game: built
-- without blocking the writes of the servers still running (docs/adding-a-domain.md, step 4).
-- Dropped first, so that a build stopped half-way (an invalid index) is built again.
DROP INDEX CONCURRENTLY IF EXISTS "users_created_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "rate_limit_counters_window_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "notifications_read_created_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "notifications_read_created_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."read_at" is not null;--> statement-breakpoint
DROP INDEX CONCURRENTLY IF EXISTS "notifications_unread_created_idx";--> statement-breakpoint
CREATE INDEX CONCURRENTLY "notifications_unread_created_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."read_at" is null;
