CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"activity_date" date NOT NULL,
	"trees_planted" integer NOT NULL,
	"image_sha256" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "locations_latitude" CHECK ("locations"."latitude" between -90 and 90),
	CONSTRAINT "locations_longitude" CHECK ("locations"."longitude" between -180 and 180),
	CONSTRAINT "locations_trees" CHECK ("locations"."trees_planted" >= 0)
);
--> statement-breakpoint
CREATE TABLE "season_gifts" (
	"season_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "season_gifts_season_id_user_id_pk" PRIMARY KEY("season_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "season_xp" (
	"season_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"xp" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	CONSTRAINT "season_xp_season_id_user_id_pk" PRIMARY KEY("season_id","user_id"),
	CONSTRAINT "season_xp_positive" CHECK ("season_xp"."xp" > 0)
);
--> statement-breakpoint
CREATE TABLE "season_xp_levels" (
	"season_id" integer NOT NULL,
	"xp" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "season_xp_levels_season_id_xp_pk" PRIMARY KEY("season_id","xp"),
	CONSTRAINT "season_xp_levels_players" CHECK ("season_xp_levels"."players" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seasons_range_check" CHECK ("seasons"."end_at" > "seasons"."start_at")
);
--> statement-breakpoint
ALTER TABLE "xp_ledger" ADD COLUMN "season_id" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_image_sha256_files_sha256_fk" FOREIGN KEY ("image_sha256") REFERENCES "public"."files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_gifts" ADD CONSTRAINT "season_gifts_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_gifts" ADD CONSTRAINT "season_gifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_xp" ADD CONSTRAINT "season_xp_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_xp" ADD CONSTRAINT "season_xp_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_xp_levels" ADD CONSTRAINT "season_xp_levels_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_xp_ranking" ON "season_xp" USING btree ("season_id","xp" DESC NULLS LAST,"reached_at","user_id");--> statement-breakpoint
CREATE INDEX "xp_ledger_created_idx" ON "xp_ledger" USING btree ("created_at");