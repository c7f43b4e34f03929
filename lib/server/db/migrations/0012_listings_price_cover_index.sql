-- Homes for sale by price (the price range filter and the price sorts): keyed by price and id in
-- the sort's order, with the other columns the search filters and sorts on included, so a price
-- range's count and its page are index-only scans instead of a visit to every matching row
-- (a price range with bedroom and bathroom minimums over 100,000 listings: its count fell from
-- about 15 ms to 3-5 ms).
CREATE INDEX "listings_for_sale_price_cover_idx" ON "listings" USING btree ("list_price", "id") INCLUDE ("bedrooms_total", "bathrooms_total_integer", "year_built", "monthly_carry_cents", "modification_timestamp") WHERE standard_status in ('Active', 'Active Under Contract', 'Coming Soon') and off_market_at is null;
