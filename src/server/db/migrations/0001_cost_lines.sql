CREATE TABLE "cost_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"category" text NOT NULL,
	"label" text NOT NULL,
	"planned_amount" bigint,
	"actual_amount" bigint,
	"entered_currency" text,
	"planned_entered" bigint,
	"actual_entered" bigint,
	"rate_numerator" text,
	"rate_denominator" text,
	"rate_date" date,
	"rate_source" text,
	"notes" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"estimate" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_lines_category_known" CHECK ("cost_lines"."category" IN ('airfare', 'lodging', 'car_rental', 'food', 'activities', 'other')),
	CONSTRAINT "cost_lines_source_known" CHECK ("cost_lines"."source" IN ('traveller', 'estimate')),
	CONSTRAINT "cost_lines_amounts_nonnegative" CHECK (("cost_lines"."planned_amount" IS NULL OR "cost_lines"."planned_amount" >= 0) AND ("cost_lines"."actual_amount" IS NULL OR "cost_lines"."actual_amount" >= 0))
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "travellers" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "budget_amount" bigint;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "home_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "cost_lines" ADD CONSTRAINT "cost_lines_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_lines_trip_id_created_at_idx" ON "cost_lines" USING btree ("trip_id","created_at");--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_travellers_range" CHECK ("trips"."travellers" BETWEEN 1 AND 20);--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_budget_amount_nonnegative" CHECK ("trips"."budget_amount" >= 0);