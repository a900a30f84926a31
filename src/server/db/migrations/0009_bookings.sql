-- Bookings (flights, stays, tickets) of a trip, and the tickets and vouchers attached to them,
-- their bytes kept here so a database backup holds them. A booking with a price is the actual of
-- its cost line; deleting the line unlinks the booking (SET NULL) and keeps its price.
CREATE TABLE "booking_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"trip_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_files_bytes_nonnegative" CHECK ("booking_files"."bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"confirmation_code" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"start_time" text,
	"start_zone" text NOT NULL,
	"end_date" date,
	"end_time" text,
	"end_zone" text,
	"from_place" jsonb,
	"to_place" jsonb,
	"legs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"travellers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_amount" bigint,
	"price_currency" text,
	"notes" text DEFAULT '' NOT NULL,
	"cost_line_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_kind_known" CHECK ("bookings"."kind" IN ('flight', 'train', 'bus', 'ferry', 'car_rental', 'stay', 'event', 'restaurant', 'other')),
	CONSTRAINT "bookings_price_whole" CHECK (("bookings"."price_amount" IS NULL) = ("bookings"."price_currency" IS NULL) AND ("bookings"."price_amount" IS NULL OR "bookings"."price_amount" >= 0)),
	CONSTRAINT "bookings_end_whole" CHECK (("bookings"."end_date" IS NULL) = ("bookings"."end_zone" IS NULL) AND ("bookings"."end_date" IS NOT NULL OR "bookings"."end_time" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "booking_files" ADD CONSTRAINT "booking_files_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_files" ADD CONSTRAINT "booking_files_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cost_line_id_cost_lines_id_fk" FOREIGN KEY ("cost_line_id") REFERENCES "public"."cost_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_files_booking_id_idx" ON "booking_files" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_files_trip_id_idx" ON "booking_files" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "bookings_trip_id_start_idx" ON "bookings" USING btree ("trip_id","start_date","start_time");--> statement-breakpoint
CREATE INDEX "bookings_cost_line_id_idx" ON "bookings" USING btree ("cost_line_id");