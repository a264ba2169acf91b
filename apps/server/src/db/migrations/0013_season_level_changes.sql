CREATE TABLE "season_xp_level_changes" (
	"season_id" integer NOT NULL,
	"xp" integer NOT NULL,
	"delta" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "season_xp_levels" DROP CONSTRAINT "season_xp_levels_players";--> statement-breakpoint
ALTER TABLE "season_xp_level_changes" ADD CONSTRAINT "season_xp_level_changes_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_xp_level_changes_season_xp" ON "season_xp_level_changes" USING btree ("season_id","xp");--> statement-breakpoint
-- Awards rewrite season_xp rows all day: vacuumed once 2 % of them changed (not PostgreSQL's
-- 20 %), so dead entries in the ranking index do not slow rank reads between vacuums; the
-- changes table is emptied every second by the fold, and vacuumed after every 10,000 rows.
ALTER TABLE "season_xp" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);--> statement-breakpoint
ALTER TABLE "season_xp_level_changes" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 10000);
