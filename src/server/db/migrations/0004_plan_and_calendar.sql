CREATE TABLE "calendar_feeds" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"day" date,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text,
	"place" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"start_minutes" integer,
	"duration_minutes" integer,
	"note" text DEFAULT '' NOT NULL,
	"cost_line_id" uuid,
	"source" text,
	"source_url" text,
	"moved_from_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_items_start_minutes_range" CHECK ("plan_items"."start_minutes" IS NULL OR "plan_items"."start_minutes" BETWEEN 0 AND 1439),
	CONSTRAINT "plan_items_duration_range" CHECK ("plan_items"."duration_minutes" IS NULL OR "plan_items"."duration_minutes" BETWEEN 1 AND 1440),
	CONSTRAINT "plan_items_position_nonnegative" CHECK ("plan_items"."position" >= 0)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_cost_line_id_cost_lines_id_fk" FOREIGN KEY ("cost_line_id") REFERENCES "public"."cost_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "plan_items_trip_id_day_position_idx" ON "plan_items" USING btree ("trip_id","day","position");--> statement-breakpoint
CREATE INDEX "plan_items_cost_line_id_idx" ON "plan_items" USING btree ("cost_line_id");