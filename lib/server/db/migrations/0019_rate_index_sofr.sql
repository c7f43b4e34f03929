ALTER TABLE "rate_index_observations" ALTER COLUMN "rate" SET DATA TYPE numeric(8, 5);--> statement-breakpoint
-- Every statement that writes rate_index_observations expires "rate-series:{series_id}" of each
-- series it changed (the pages showing a series' newest figure, such as the ARM calculator's
-- 30-day Average SOFR), so rates:import, rates:sync and any other writer do it alike.
CREATE FUNCTION "expire_rate_series_cache_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_tag_expirations" ("tag")
  SELECT DISTINCT 'rate-series:' || series_id FROM changed_rows;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "rate_index_observations_cache_tags_insert" AFTER INSERT ON "rate_index_observations" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_rate_series_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "rate_index_observations_cache_tags_update_new" AFTER UPDATE ON "rate_index_observations" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_rate_series_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "rate_index_observations_cache_tags_update_old" AFTER UPDATE ON "rate_index_observations" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_rate_series_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "rate_index_observations_cache_tags_delete" AFTER DELETE ON "rate_index_observations" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_rate_series_cache_tags"();--> statement-breakpoint
-- A truncate has no transition table: the series are read before the rows go.
CREATE FUNCTION "expire_truncated_rate_series_cache_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_tag_expirations" ("tag")
  SELECT DISTINCT 'rate-series:' || series_id FROM "rate_index_observations";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "rate_index_observations_cache_tags_truncate" BEFORE TRUNCATE ON "rate_index_observations" FOR EACH STATEMENT EXECUTE FUNCTION "expire_truncated_rate_series_cache_tags"();
