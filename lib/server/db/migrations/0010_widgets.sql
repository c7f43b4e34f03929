CREATE TABLE "widget_usage" (
	"widget_id" uuid NOT NULL,
	"day" date NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"calculations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "widget_usage_widget_id_day_pk" PRIMARY KEY("widget_id","day")
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hashid" text NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"allowed_domains" text[] NOT NULL,
	"calc_type" text NOT NULL,
	"defaults" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"theme_color" text NOT NULL,
	"show_branding" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "widget_usage" ADD CONSTRAINT "widget_usage_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_hashid_idx" ON "widgets" USING btree ("hashid");--> statement-breakpoint
CREATE UNIQUE INDEX "widgets_key_idx" ON "widgets" USING btree ("key");--> statement-breakpoint
CREATE INDEX "widgets_user_idx" ON "widgets" USING btree ("user_id","created_at");