CREATE TABLE "stripe_customers" (
	"stripe_customer_id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Hand-written (moves existing rows): every customer a membership row names is kept as a customer of its user.
INSERT INTO "stripe_customers" ("stripe_customer_id", "user_id") SELECT "stripe_customer_id", "user_id" FROM "memberships" WHERE "stripe_customer_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Hand-written: a row without a subscription only linked a checkout's customer (kept above).
DELETE FROM "memberships" WHERE "stripe_subscription_id" IS NULL OR "status" IS NULL OR "stripe_customer_id" IS NULL;--> statement-breakpoint
DROP INDEX "memberships_customer_idx";--> statement-breakpoint
-- Hand-written (drizzle-kit cannot name the old primary key): PostgreSQL's default name.
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_pkey";--> statement-breakpoint
ALTER TABLE "memberships" ADD PRIMARY KEY ("stripe_subscription_id");--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "stripe_customer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "stripe_subscription_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "status" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stripe_customers" ADD CONSTRAINT "stripe_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stripe_customers_user_idx" ON "stripe_customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "memberships_customer_idx" ON "memberships" USING btree ("stripe_customer_id");