CREATE TABLE "daily_totals" (
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "daily_totals_day_metric_pk" PRIMARY KEY("day","metric")
);
--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_window_idx" ON "rate_limit_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "notifications_read_created_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."read_at" is not null;--> statement-breakpoint
CREATE INDEX "notifications_unread_created_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."read_at" is null;
