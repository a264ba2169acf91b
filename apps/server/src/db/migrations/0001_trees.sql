CREATE TABLE "files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wallet_ledger_amount_check" CHECK ("wallet_ledger"."amount" <> 0),
	CONSTRAINT "wallet_ledger_balance_check" CHECK ("wallet_ledger"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "xp_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "xp_ledger_amount_check" CHECK ("xp_ledger"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "daily_xp_claims" (
	"user_id" uuid NOT NULL,
	"game_day" date NOT NULL,
	"planted_tree_id" uuid NOT NULL,
	"xp" integer NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planted_trees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"species_id" integer NOT NULL,
	"growth_points" integer DEFAULT 0 NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"variant" integer NOT NULL,
	"planted_at" timestamp with time zone NOT NULL,
	"last_watered_at" timestamp with time zone,
	"water_day" date,
	"waterings" integer DEFAULT 0 NOT NULL,
	"last_fertilized_at" timestamp with time zone,
	"fertilize_day" date,
	"last_xp_claimed_at" timestamp with time zone,
	"matured_at" timestamp with time zone,
	"dormant" boolean DEFAULT false NOT NULL,
	CONSTRAINT "planted_trees_stage_check" CHECK ("planted_trees"."stage" between 0 and 5),
	CONSTRAINT "planted_trees_growth_points_check" CHECK ("planted_trees"."growth_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "resource_inventory" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"water" integer DEFAULT 0 NOT NULL,
	"fertilizer" integer DEFAULT 0 NOT NULL,
	"free_water_day" date,
	CONSTRAINT "resource_inventory_water_check" CHECK ("resource_inventory"."water" >= 0),
	CONSTRAINT "resource_inventory_fertilizer_check" CHECK ("resource_inventory"."fertilizer" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seedling_inventory" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"species_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "seedling_inventory_quantity_check" CHECK ("seedling_inventory"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tree_species" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scientific_name" text NOT NULL,
	"description" text NOT NULL,
	"image_sha256" text,
	"rarity" text NOT NULL,
	"native" boolean NOT NULL,
	"co2_kg_per_year" integer NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tree_species_rarity_check" CHECK ("tree_species"."rarity" in ('common', 'uncommon', 'rare')),
	CONSTRAINT "tree_species_co2_check" CHECK ("tree_species"."co2_kg_per_year" >= 0),
	CONSTRAINT "tree_species_price_check" CHECK ("tree_species"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "coin_balance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_ledger" ADD CONSTRAINT "xp_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_xp_claims" ADD CONSTRAINT "daily_xp_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_xp_claims" ADD CONSTRAINT "daily_xp_claims_planted_tree_id_planted_trees_id_fk" FOREIGN KEY ("planted_tree_id") REFERENCES "public"."planted_trees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planted_trees" ADD CONSTRAINT "planted_trees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planted_trees" ADD CONSTRAINT "planted_trees_species_id_tree_species_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."tree_species"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_inventory" ADD CONSTRAINT "resource_inventory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seedling_inventory" ADD CONSTRAINT "seedling_inventory_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seedling_inventory" ADD CONSTRAINT "seedling_inventory_species_id_tree_species_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."tree_species"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tree_species" ADD CONSTRAINT "tree_species_image_sha256_files_sha256_fk" FOREIGN KEY ("image_sha256") REFERENCES "public"."files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_once" ON "wallet_ledger" USING btree ("user_id","reason","ref");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "xp_ledger_once" ON "xp_ledger" USING btree ("user_id","reason","ref");--> statement-breakpoint
CREATE INDEX "xp_ledger_user_idx" ON "xp_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_xp_claims_user_day_unique" ON "daily_xp_claims" USING btree ("user_id","game_day");--> statement-breakpoint
CREATE INDEX "planted_trees_user_idx" ON "planted_trees" USING btree ("user_id","planted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "planted_trees_one_growing_per_user" ON "planted_trees" USING btree ("user_id") WHERE "planted_trees"."matured_at" is null and "planted_trees"."dormant" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "seedling_inventory_user_species_unique" ON "seedling_inventory" USING btree ("user_id","species_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tree_species_name_unique" ON "tree_species" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_coin_balance_check" CHECK ("users"."coin_balance" >= 0);