-- Sessions and uploads keep an HMAC of the client IP (lib/server/ip-hash.ts), as leads do, no
-- longer the IP itself.
-- Hand-written (not drizzle-kit's output): the HMAC is keyed by AUTH_SECRET, which the database
-- does not have, so existing rows cannot be hashed here. Their raw addresses are dropped and they
-- get an empty hash (the address is unknown); the temporary default lets NOT NULL be added to
-- tables that already have rows, and is dropped again so new rows must name their hash.
ALTER TABLE "sessions" ADD COLUMN "ip_hash" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "ip_hash" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "uploader_ip_hash" text NOT NULL DEFAULT '';--> statement-breakpoint
ALTER TABLE "uploads" ALTER COLUMN "uploader_ip_hash" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "ip";--> statement-breakpoint
ALTER TABLE "uploads" DROP COLUMN "uploader_ip";
