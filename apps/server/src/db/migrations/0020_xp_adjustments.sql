-- An admin may take XP away (an adjustment through the ledger, modules/players): entries are
-- now any amount but 0. Every row already written is positive, so the new check holds for
-- them: NOT VALID spares the scan of a big ledger under its lock; new rows are checked.
ALTER TABLE "xp_ledger" DROP CONSTRAINT "xp_ledger_amount_check";--> statement-breakpoint
ALTER TABLE "xp_ledger" ADD CONSTRAINT "xp_ledger_amount_check" CHECK ("xp_ledger"."amount" <> 0) NOT VALID;
