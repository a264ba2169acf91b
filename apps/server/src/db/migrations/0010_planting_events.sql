CREATE TABLE "event_rsvps" (
	"event_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"seq" bigserial NOT NULL,
	"status" text NOT NULL,
	"ticket_code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"checked_in_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "event_rsvps_event_id_user_id_pk" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_rsvps_status" CHECK ("event_rsvps"."status" in ('CONFIRMED', 'WAITLISTED')),
	CONSTRAINT "event_rsvps_check_in_confirmed" CHECK ("event_rsvps"."checked_in_at" is null or "event_rsvps"."status" = 'CONFIRMED')
);
--> statement-breakpoint
CREATE TABLE "planting_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"rsvp_deadline" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"place_name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"species_id" integer,
	"min_stage" integer,
	"min_season_xp" integer NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"trees_planted" integer,
	"image_sha256" text,
	"location_id" integer,
	"closed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "planting_events_seats" CHECK ("planting_events"."seats_taken" between 0 and "planting_events"."capacity"),
	CONSTRAINT "planting_events_capacity" CHECK ("planting_events"."capacity" > 0),
	CONSTRAINT "planting_events_range" CHECK ("planting_events"."ends_at" > "planting_events"."starts_at"),
	CONSTRAINT "planting_events_deadline" CHECK ("planting_events"."rsvp_deadline" <= "planting_events"."starts_at"),
	CONSTRAINT "planting_events_latitude" CHECK ("planting_events"."latitude" between -90 and 90),
	CONSTRAINT "planting_events_longitude" CHECK ("planting_events"."longitude" between -180 and 180),
	CONSTRAINT "planting_events_min_stage" CHECK ("planting_events"."min_stage" between 0 and 5),
	CONSTRAINT "planting_events_min_xp" CHECK ("planting_events"."min_season_xp" >= 0),
	CONSTRAINT "planting_events_trees" CHECK ("planting_events"."trees_planted" >= 0),
	CONSTRAINT "planting_events_status" CHECK ("planting_events"."status" in ('SCHEDULED', 'CANCELLED', 'CLOSED')
        and ("planting_events"."status" = 'CLOSED') = ("planting_events"."closed_at" is not null)
        and ("planting_events"."status" = 'CLOSED') = ("planting_events"."trees_planted" is not null))
);
--> statement-breakpoint
CREATE TABLE "real_trees" (
	"user_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"species_id" integer,
	"planted_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "real_trees_user_id_event_id_pk" PRIMARY KEY("user_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "survival_checks" (
	"event_id" integer NOT NULL,
	"checked_at" date NOT NULL,
	"surviving" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survival_checks_event_id_checked_at_pk" PRIMARY KEY("event_id","checked_at"),
	CONSTRAINT "survival_checks_surviving" CHECK ("survival_checks"."surviving" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_event_id_planting_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."planting_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rsvps" ADD CONSTRAINT "event_rsvps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planting_events" ADD CONSTRAINT "planting_events_species_id_tree_species_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."tree_species"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planting_events" ADD CONSTRAINT "planting_events_image_sha256_files_sha256_fk" FOREIGN KEY ("image_sha256") REFERENCES "public"."files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planting_events" ADD CONSTRAINT "planting_events_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_trees" ADD CONSTRAINT "real_trees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_trees" ADD CONSTRAINT "real_trees_event_id_planting_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."planting_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_trees" ADD CONSTRAINT "real_trees_species_id_tree_species_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."tree_species"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survival_checks" ADD CONSTRAINT "survival_checks_event_id_planting_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."planting_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_rsvps_ticket" ON "event_rsvps" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "event_rsvps_queue" ON "event_rsvps" USING btree ("event_id","status","seq");--> statement-breakpoint
CREATE INDEX "event_rsvps_user" ON "event_rsvps" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "planting_events_starts_idx" ON "planting_events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "real_trees_event" ON "real_trees" USING btree ("event_id");--> statement-breakpoint
-- seats_taken is the number of CONFIRMED RSVPs, kept by the database itself: every insert,
-- status change and delete of an RSVP (a player's account deleted too) moves it, and the
-- planting_events_seats CHECK refuses a confirmed RSVP beyond the capacity.
CREATE FUNCTION event_rsvps_count_seats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'CONFIRMED' THEN
    UPDATE planting_events SET seats_taken = seats_taken - 1 WHERE id = OLD.event_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'CONFIRMED' THEN
    UPDATE planting_events SET seats_taken = seats_taken + 1 WHERE id = NEW.event_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_rsvps_count_seats AFTER INSERT OR UPDATE OF status OR DELETE ON event_rsvps
  FOR EACH ROW EXECUTE FUNCTION event_rsvps_count_seats();
