CREATE TABLE "listing_data_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listings_for_sale_newest_idx" ON "listings" USING btree ("modification_timestamp" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE standard_status in ('Active', 'Active Under Contract', 'Coming Soon') and off_market_at is null;--> statement-breakpoint
INSERT INTO "listing_data_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "bump_listing_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listing_data_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listings_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_listing_data_version"();
