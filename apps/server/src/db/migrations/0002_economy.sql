CREATE TABLE "marketplace_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_sha256" text,
	"kind" text NOT NULL,
	"species_id" integer,
	"quantity_per_purchase" integer NOT NULL,
	"price" integer NOT NULL,
	"stock" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketplace_items_kind_check" CHECK ("marketplace_items"."kind" in ('SEEDLING', 'WATER', 'FERTILIZER')),
	CONSTRAINT "marketplace_items_seedling_species" CHECK (("marketplace_items"."kind" = 'SEEDLING') = ("marketplace_items"."species_id" is not null)),
	CONSTRAINT "marketplace_items_quantity_check" CHECK ("marketplace_items"."quantity_per_purchase" > 0),
	CONSTRAINT "marketplace_items_price_check" CHECK ("marketplace_items"."price" >= 0),
	CONSTRAINT "marketplace_items_stock_check" CHECK ("marketplace_items"."stock" is null or "marketplace_items"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total_price" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "purchases_quantity_check" CHECK ("purchases"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "quest_claims" (
	"user_id" uuid NOT NULL,
	"quest" text NOT NULL,
	"game_day" date NOT NULL,
	"coins" integer NOT NULL,
	"xp" integer NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quest_claims_user_id_quest_game_day_pk" PRIMARY KEY("user_id","quest","game_day")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"referrer_id" uuid NOT NULL,
	"referred_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"rewarded_at" timestamp with time zone,
	CONSTRAINT "referrals_not_self" CHECK ("referrals"."referrer_id" <> "referrals"."referred_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD CONSTRAINT "marketplace_items_image_sha256_files_sha256_fk" FOREIGN KEY ("image_sha256") REFERENCES "public"."files"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_items" ADD CONSTRAINT "marketplace_items_species_id_tree_species_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."tree_species"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_item_id_marketplace_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."marketplace_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_claims" ADD CONSTRAINT "quest_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_referred_id_users_id_fk" FOREIGN KEY ("referred_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referred_unique" ON "referrals" USING btree ("referred_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("referrer_id","created_at");