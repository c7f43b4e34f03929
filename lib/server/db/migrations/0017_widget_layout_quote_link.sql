-- A widget's layout (compact, or with the loan summary) and its quote link (off unless the owner
-- switches it on). Existing widgets become compact with no quote link.
ALTER TABLE "widgets" ADD COLUMN "layout" text DEFAULT 'compact' NOT NULL;--> statement-breakpoint
ALTER TABLE "widgets" ADD COLUMN "show_quote_link" boolean DEFAULT false NOT NULL;
