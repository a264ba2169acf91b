CREATE TABLE "email_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"new_email" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_changes_wrong_tries_check" CHECK ("email_changes"."wrong_tries" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rsvp_guardians" (
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"phone" text NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rsvp_guardians_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_year" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erases_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_changes" ADD CONSTRAINT "email_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_guardians" ADD CONSTRAINT "rsvp_guardians_rsvp_fk" FOREIGN KEY ("event_id","user_id") REFERENCES "public"."event_rsvps"("event_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birth_year_check" CHECK ("users"."birth_year" between 1900 and 2200) NOT VALID;--> statement-breakpoint
-- The audit log stays append-only, with one exception: the erasure of an account's personal data
-- (modules/privacy) replaces that person's e-mail address and username where the log quotes
-- them, inside its own transaction, which alone sets punla.erasing. Nothing is ever deleted.
CREATE OR REPLACE FUNCTION punla_audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND current_setting('punla.erasing', true) = 'on' THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'The audit log cannot be changed: its entries are kept as written.'
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
