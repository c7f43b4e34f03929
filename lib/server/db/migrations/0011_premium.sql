CREATE TABLE "memberships" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"status" text,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"state_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_alert_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"listing_id" integer NOT NULL,
	"old_price" numeric(14, 2),
	"new_price" numeric(14, 2),
	"old_status" text,
	"new_status" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_alert_sends" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alert_sends_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "price_alert_watches" (
	"user_id" uuid NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alert_watches_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "saved_scenarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hashid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"calc_type" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"event_created_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_changes" ADD CONSTRAINT "price_alert_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_changes" ADD CONSTRAINT "price_alert_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_sends" ADD CONSTRAINT "price_alert_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_watches" ADD CONSTRAINT "price_alert_watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alert_watches" ADD CONSTRAINT "price_alert_watches_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_scenarios" ADD CONSTRAINT "saved_scenarios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_customer_idx" ON "memberships" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "price_alert_changes_pending_idx" ON "price_alert_changes" USING btree ("user_id","changed_at") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "price_alert_watches_listing_idx" ON "price_alert_watches" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_scenarios_hashid_idx" ON "saved_scenarios" USING btree ("hashid");--> statement-breakpoint
CREATE INDEX "saved_scenarios_user_idx" ON "saved_scenarios" USING btree ("user_id","created_at");--> statement-breakpoint
-- hand-written:
CREATE FUNCTION "record_price_alert_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_state text := CASE WHEN OLD."off_market_at" IS NOT NULL THEN 'Off Market' ELSE OLD."standard_status" END;
  new_state text := CASE WHEN NEW."off_market_at" IS NOT NULL THEN 'Off Market' ELSE NEW."standard_status" END;
BEGIN
  IF OLD."list_price" IS DISTINCT FROM NEW."list_price" OR old_state IS DISTINCT FROM new_state THEN
    INSERT INTO "price_alert_changes" ("user_id", "listing_id", "old_price", "new_price", "old_status", "new_status")
    SELECT w."user_id", NEW."id", OLD."list_price", NEW."list_price", old_state, new_state
    FROM "price_alert_watches" w WHERE w."listing_id" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listings_price_alerts" AFTER UPDATE OF "list_price", "standard_status", "off_market_at" ON "listings" FOR EACH ROW EXECUTE FUNCTION "record_price_alert_change"();
