CREATE TABLE "season_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"season_id" integer NOT NULL,
	"state" text NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"cursor" text,
	"error" text,
	"started_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "season_jobs_state" CHECK ("season_jobs"."state" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "season_jobs" ADD CONSTRAINT "season_jobs_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_jobs" ADD CONSTRAINT "season_jobs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "season_jobs_one_active" ON "season_jobs" USING btree ("action") WHERE "season_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "season_jobs_action_idx" ON "season_jobs" USING btree ("action","created_at");