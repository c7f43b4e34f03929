CREATE TABLE "cache_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"tags" text[] NOT NULL,
	"last_modified" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cache_tag_expirations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cache_tag_expirations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tag" text NOT NULL,
	"expired_at" double precision
);
--> statement-breakpoint
CREATE INDEX "cache_entries_last_modified_idx" ON "cache_entries" USING btree ("last_modified");--> statement-breakpoint
CREATE INDEX "cache_tag_expirations_tag_idx" ON "cache_tag_expirations" USING btree ("tag","expired_at");--> statement-breakpoint
-- A row inserted without a time is stamped as its transaction commits (deferred to the commit), so
-- a page read while the change was still uncommitted, and stored as of that read, is expired by it.
CREATE FUNCTION "stamp_cache_tag_expiration"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "cache_tag_expirations" SET "expired_at" = extract(epoch from clock_timestamp()) * 1000
  WHERE "id" = NEW."id" AND "expired_at" IS NULL;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cache_tag_expirations_stamp" AFTER INSERT ON "cache_tag_expirations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."expired_at" IS NULL) EXECUTE FUNCTION "stamp_cache_tag_expiration"();
--> statement-breakpoint
-- Every statement that writes listings expires the cache tags of what it changed: "listings" (pages
-- built from many listings: the sitemap, an agent's listings) and "listing:{id}" for each row
-- (its page). In the database, so every writer (the app, listings:import, listings:sync) does it.
-- Inserts only: concurrent writers never wait on one another here.
CREATE FUNCTION "expire_listing_cache_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_tag_expirations" ("tag")
  SELECT 'listings' UNION SELECT 'listing:' || id FROM changed_rows;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listings_cache_tags_insert" AFTER INSERT ON "listings" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_listing_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "listings_cache_tags_update" AFTER UPDATE ON "listings" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_listing_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "listings_cache_tags_delete" AFTER DELETE ON "listings" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_listing_cache_tags"();--> statement-breakpoint
CREATE FUNCTION "expire_listings_cache_tag"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_tag_expirations" ("tag") VALUES ('listings');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listings_cache_tags_truncate" AFTER TRUNCATE ON "listings" FOR EACH STATEMENT EXECUTE FUNCTION "expire_listings_cache_tag"();
--> statement-breakpoint
-- Likewise every statement that writes agents expires "agent:{hashid}" of each row it changed
-- (its profile page) and "agents".
CREATE FUNCTION "expire_agent_cache_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_tag_expirations" ("tag")
  SELECT 'agents' UNION SELECT 'agent:' || hashid FROM changed_rows;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "agents_cache_tags_insert" AFTER INSERT ON "agents" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_agent_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "agents_cache_tags_update_new" AFTER UPDATE ON "agents" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_agent_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "agents_cache_tags_update_old" AFTER UPDATE ON "agents" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_agent_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "agents_cache_tags_delete" AFTER DELETE ON "agents" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_agent_cache_tags"();
--> statement-breakpoint
-- A widget's frame expires with any write to its row ("widget-key:{key}" of the old and the new
-- row: an edit, switching off, rotating the key, deleting).
CREATE FUNCTION "expire_widget_cache_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_tag_expirations" ("tag")
  SELECT DISTINCT 'widget-key:' || key FROM changed_rows;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "widgets_cache_tags_insert" AFTER INSERT ON "widgets" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_widget_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "widgets_cache_tags_update_new" AFTER UPDATE ON "widgets" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_widget_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "widgets_cache_tags_update_old" AFTER UPDATE ON "widgets" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_widget_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "widgets_cache_tags_delete" AFTER DELETE ON "widgets" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_widget_cache_tags"();--> statement-breakpoint
-- The owner's plan decides the branding line of their frames ("widget-owner:{user id}"): any
-- write to their memberships expires it now, and a current period's end expires it then, when the
-- plan lapses with no write at all.
CREATE FUNCTION "expire_membership_cache_tags"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "cache_tag_expirations" ("tag", "expired_at")
  SELECT DISTINCT 'widget-owner:' || user_id, NULL::double precision FROM changed_rows
  UNION
  SELECT 'widget-owner:' || user_id, extract(epoch from current_period_end) * 1000 FROM changed_rows
  WHERE TG_OP <> 'DELETE' AND current_period_end > clock_timestamp();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_cache_tags_insert" AFTER INSERT ON "memberships" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_membership_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "memberships_cache_tags_update_new" AFTER UPDATE ON "memberships" REFERENCING NEW TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_membership_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "memberships_cache_tags_update_old" AFTER UPDATE ON "memberships" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_membership_cache_tags"();--> statement-breakpoint
CREATE TRIGGER "memberships_cache_tags_delete" AFTER DELETE ON "memberships" REFERENCING OLD TABLE AS "changed_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expire_membership_cache_tags"();
