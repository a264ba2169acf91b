CREATE TABLE "ai_trivia_pool" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fair_play_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"related_user_id" uuid,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"review_reason" text,
	CONSTRAINT "fair_play_flags_status" CHECK ("fair_play_flags"."status" in ('open', 'cleared', 'confirmed'))
);
--> statement-breakpoint
-- A Google login code lives two minutes; one waiting now has no browser to bind to.
DELETE FROM "login_codes";--> statement-breakpoint
ALTER TABLE "login_codes" ADD COLUMN "browser_nonce_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "link_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "canonical_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_network_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_device_hash" text;--> statement-breakpoint
ALTER TABLE "fair_play_flags" ADD CONSTRAINT "fair_play_flags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_flags" ADD CONSTRAINT "fair_play_flags_related_user_id_users_id_fk" FOREIGN KEY ("related_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fair_play_flags" ADD CONSTRAINT "fair_play_flags_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_link_token_unique" ON "password_resets" USING btree ("link_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_trivia_pool_content_unique" ON "ai_trivia_pool" USING btree (md5("content"));--> statement-breakpoint
CREATE UNIQUE INDEX "fair_play_flags_once" ON "fair_play_flags" USING btree ("user_id","kind","ref");--> statement-breakpoint
CREATE INDEX "fair_play_flags_open_idx" ON "fair_play_flags" USING btree ("created_at") WHERE "fair_play_flags"."status" = 'open';--> statement-breakpoint
-- Each account's mailbox, as lib/canonical-email.ts computes it for new ones: lower case,
-- the "+tag" removed from the local part, and for Gmail (gmail.com, googlemail.com) the dots
-- removed and the domain written gmail.com. A local part that would be left empty is kept.
UPDATE "users" SET "canonical_email" = (
  WITH parts AS (
    SELECT lower(substring("users"."email" from '^(.*)@[^@]*$')) AS local,
           lower(substring("users"."email" from '@([^@]*)$')) AS domain
  ), stripped AS (
    SELECT local, domain, coalesce(nullif(regexp_replace(local, '\+.*$', ''), ''), local) AS base
    FROM parts
  )
  SELECT CASE
    WHEN local IS NULL OR domain IS NULL THEN lower("users"."email")
    WHEN domain IN ('gmail.com', 'googlemail.com')
      THEN coalesce(nullif(replace(base, '.', ''), ''), base) || '@gmail.com'
    ELSE base || '@' || domain
  END
  FROM stripped
);--> statement-breakpoint
-- Mailboxes that already had several accounts: the first account made keeps the mailbox, each
-- later one is listed for the admins (a flag to review, not merged) and keeps no canonical
-- address, so the unique index below holds and no new account can join them.
WITH ranked AS (
  SELECT "id", "canonical_email",
         first_value("id") OVER (PARTITION BY "canonical_email" ORDER BY "created_at", "id") AS first_id,
         row_number() OVER (PARTITION BY "canonical_email" ORDER BY "created_at", "id") AS n,
         count(*) OVER (PARTITION BY "canonical_email") AS accounts
  FROM "users"
)
INSERT INTO "fair_play_flags" ("user_id", "kind", "ref", "related_user_id", "evidence", "created_at")
SELECT "id", 'SHARED_MAILBOX', "canonical_email", first_id,
       jsonb_build_object('accounts', accounts, 'foundBy', 'migration'), now()
FROM ranked WHERE n > 1;--> statement-breakpoint
UPDATE "users" SET "canonical_email" = NULL
WHERE "id" IN (SELECT "user_id" FROM "fair_play_flags" WHERE "kind" = 'SHARED_MAILBOX');--> statement-breakpoint
CREATE UNIQUE INDEX "users_canonical_email_unique" ON "users" USING btree ("canonical_email");