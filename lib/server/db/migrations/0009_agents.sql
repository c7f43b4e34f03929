CREATE TABLE "agent_leads" (
	"agent_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_leads_agent_id_lead_id_pk" PRIMARY KEY("agent_id","lead_id")
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hashid" text NOT NULL,
	"owner_user_id" uuid,
	"is_sample" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"brokerage" text NOT NULL,
	"license_number" text NOT NULL,
	"license_state" text NOT NULL,
	"counties" text[] NOT NULL,
	"states" text[] NOT NULL,
	"specialities" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"photo_upload_id" text,
	"sample_photo" text,
	"list_agent_key" text,
	"list_office_key" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"completeness" integer NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agent_leads" ADD CONSTRAINT "agent_leads_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_leads" ADD CONSTRAINT "agent_leads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_photo_upload_id_uploads_id_fk" FOREIGN KEY ("photo_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_leads_agent_idx" ON "agent_leads" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_hashid_idx" ON "agents" USING btree ("hashid");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_owner_idx" ON "agents" USING btree ("owner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agents_confirm_token_idx" ON "agents" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE INDEX "agents_states_idx" ON "agents" USING gin ("states");--> statement-breakpoint
CREATE INDEX "agents_counties_idx" ON "agents" USING gin ("counties");--> statement-breakpoint
-- hand-written:
-- Agent profiles show the listings of their MLS id (RESO ListAgentKey) or of their name and office.
CREATE INDEX IF NOT EXISTS "listings_list_agent_key_idx" ON "listings" ("list_agent_key");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_list_agent_name_idx" ON "listings" (lower("list_agent_full_name"));
