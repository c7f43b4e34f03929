CREATE TABLE "cache_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"tags" text[] NOT NULL,
	"last_modified" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cache_tag_expirations" (
	"tag" text PRIMARY KEY NOT NULL,
	"expired_at" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cache_entries_last_modified_idx" ON "cache_entries" USING btree ("last_modified");--> statement-breakpoint
-- Every statement that writes listings expires the cache tags of what it changed: "listings" (pages
-- built from many listings: the sitemap, an agent's listings) and "listing:{id}" for each row
-- (its page). In the database, so every writer (the app, listings:import, listings:sync) does it.
CREATE FUNCTION "expire_listing_cache_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  now_ms double precision := extract(epoch from clock_timestamp()) * 1000;
BEGIN
  INSERT INTO "cache_tag_expirations" ("tag", "expired_at")
  SELECT tag, now_ms FROM (
    SELECT 'listings' AS tag
    UNION SELECT 'listing:' || id FROM changed_rows
  ) AS tags
  ON CONFLICT ("tag") DO UPDATE SET "expired_at" = greatest("cache_tag_expirations"."expired_at", excluded."expired_at");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listings_cache_tags_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_listing_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "listings_cache_tags_update" AFTER UPDATE ON "listings" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_listing_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "listings_cache_tags_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_listing_cache_tags"();--> statement-breakpoint
CREATE FUNCTION "expire_listings_cache_tag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_tag_expirations" ("tag", "expired_at") VALUES ('listings', extract(epoch from clock_timestamp()) * 1000)
  ON CONFLICT ("tag") DO UPDATE SET "expired_at" = greatest("cache_tag_expirations"."expired_at", excluded."expired_at");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listings_cache_tags_truncate" AFTER TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "expire_listings_cache_tag"();
--> statement-breakpoint
-- Likewise every statement that writes agents expires "agent:{hashid}" of each row it changed
-- (its profile page) and "agents".
CREATE FUNCTION "expire_agent_cache_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  now_ms double precision := extract(epoch from clock_timestamp()) * 1000;
BEGIN
  INSERT INTO "cache_tag_expirations" ("tag", "expired_at")
  SELECT tag, now_ms FROM (
    SELECT 'agents' AS tag
    UNION SELECT 'agent:' || hashid FROM changed_rows
  ) AS tags
  ON CONFLICT ("tag") DO UPDATE SET "expired_at" = greatest("cache_tag_expirations"."expired_at", excluded."expired_at");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agents_cache_tags_insert" AFTER INSERT ON "agents" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_agent_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "agents_cache_tags_update_new" AFTER UPDATE ON "agents" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_agent_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "agents_cache_tags_update_old" AFTER UPDATE ON "agents" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_agent_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "agents_cache_tags_delete" AFTER DELETE ON "agents" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_agent_cache_tags"();
--> statement-breakpoint
-- A widget's frame expires with any write to its row ("widget-key:{key}" of the old and the new
-- row: an edit, switching off, rotating the key, deleting), and with any write to its owner's
-- memberships ("widget-owner:{user id}": the plan decides the branding line).
CREATE FUNCTION "expire_widget_cache_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_tag_expirations" ("tag", "expired_at")
  SELECT DISTINCT 'widget-key:' || key, extract(epoch from clock_timestamp()) * 1000 FROM changed_rows
  ON CONFLICT ("tag") DO UPDATE SET "expired_at" = greatest("cache_tag_expirations"."expired_at", excluded."expired_at");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "widgets_cache_tags_insert" AFTER INSERT ON "widgets" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_widget_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "widgets_cache_tags_update_new" AFTER UPDATE ON "widgets" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_widget_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "widgets_cache_tags_update_old" AFTER UPDATE ON "widgets" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_widget_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "widgets_cache_tags_delete" AFTER DELETE ON "widgets" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_widget_cache_tags"();--> statement-breakpoint
CREATE FUNCTION "expire_membership_cache_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_tag_expirations" ("tag", "expired_at")
  SELECT DISTINCT 'widget-owner:' || user_id, extract(epoch from clock_timestamp()) * 1000 FROM changed_rows
  ON CONFLICT ("tag") DO UPDATE SET "expired_at" = greatest("cache_tag_expirations"."expired_at", excluded."expired_at");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_cache_tags_insert" AFTER INSERT ON "memberships" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_membership_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "memberships_cache_tags_update_new" AFTER UPDATE ON "memberships" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_membership_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "memberships_cache_tags_update_old" AFTER UPDATE ON "memberships" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_membership_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "memberships_cache_tags_delete" AFTER DELETE ON "memberships" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_membership_cache_tags"();
