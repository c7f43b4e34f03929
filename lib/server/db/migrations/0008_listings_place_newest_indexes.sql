-- Homes for sale in a state or county, newest first (the default sort with the place filters of
-- docs/architecture.md, Places in the address): keyed by place, then modification time and id in the sort's order, so the page is
-- the first matching entries of one index range instead of a backward walk over every listing.
-- The other columns the search filters on stay included, so the scan never visits the table.
DROP INDEX "listings_state_cover_idx";--> statement-breakpoint
DROP INDEX "listings_county_cover_idx";--> statement-breakpoint
CREATE INDEX "listings_state_cover_idx" ON "listings" USING btree ("state_or_province", "modification_timestamp" DESC, "id" DESC) INCLUDE ("list_price", "bedrooms_total", "bathrooms_total_integer", "year_built", "monthly_carry_cents") WHERE standard_status in ('Active', 'Active Under Contract', 'Coming Soon') and off_market_at is null;--> statement-breakpoint
CREATE INDEX "listings_county_cover_idx" ON "listings" USING btree ("county_fips", "modification_timestamp" DESC, "id" DESC) INCLUDE ("list_price", "bedrooms_total", "bathrooms_total_integer", "year_built", "monthly_carry_cents") WHERE standard_status in ('Active', 'Active Under Contract', 'Coming Soon') and off_market_at is null;
