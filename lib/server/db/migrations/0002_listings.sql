CREATE TABLE "favorite_listings" (
	"user_id" uuid NOT NULL,
	"listing_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_listings_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id")
);
--> statement-breakpoint
CREATE TABLE "listing_feed_state" (
	"feed" text PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"listing_key" text NOT NULL,
	"source" text NOT NULL,
	"standard_status" text NOT NULL,
	"list_price" numeric(14, 2) NOT NULL,
	"property_type" text NOT NULL,
	"property_sub_type" text,
	"bedrooms_total" integer,
	"bathrooms_total_integer" integer,
	"living_area" numeric(12, 2),
	"lot_size_square_feet" numeric(14, 2),
	"year_built" integer,
	"street_number" text,
	"street_name" text,
	"street_suffix" text,
	"unit_number" text,
	"unparsed_address" text,
	"city" text NOT NULL,
	"state_or_province" text NOT NULL,
	"postal_code" text,
	"county_or_parish" text,
	"county_fips" text,
	"latitude" double precision,
	"longitude" double precision,
	"location" "point" GENERATED ALWAYS AS (case when longitude is null or latitude is null then null else point(longitude, latitude) end) STORED,
	"tax_annual_amount" numeric(12, 2),
	"tax_year" integer,
	"association_fee" numeric(12, 2),
	"association_fee_frequency" text,
	"public_remarks" text,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"listing_contract_date" date,
	"modification_timestamp" timestamp with time zone NOT NULL,
	"list_agent_key" text,
	"list_agent_full_name" text,
	"list_office_key" text,
	"list_office_name" text,
	"monthly_carry_cents" integer NOT NULL,
	"tax_estimated" boolean DEFAULT false NOT NULL,
	"off_market_at" timestamp with time zone,
	"feed_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_listings" ADD CONSTRAINT "favorite_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_listings" ADD CONSTRAINT "favorite_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favorite_listings_user_created_idx" ON "favorite_listings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favorite_listings_listing_idx" ON "favorite_listings" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_listing_key_idx" ON "listings" USING btree ("listing_key");--> statement-breakpoint
CREATE INDEX "listings_location_gist_idx" ON "listings" USING gist ("location");--> statement-breakpoint
CREATE INDEX "listings_list_price_idx" ON "listings" USING btree ("list_price");--> statement-breakpoint
CREATE INDEX "listings_postal_code_idx" ON "listings" USING btree ("postal_code");--> statement-breakpoint
CREATE INDEX "listings_county_fips_idx" ON "listings" USING btree ("county_fips");--> statement-breakpoint
CREATE INDEX "listings_state_idx" ON "listings" USING btree ("state_or_province");--> statement-breakpoint
CREATE INDEX "listings_modification_idx" ON "listings" USING btree ("modification_timestamp");