CREATE TABLE "trip_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trip_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"role" text NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_invites_role_known" CHECK ("trip_invites"."role" IN ('editor', 'viewer')),
	CONSTRAINT "trip_invites_uses_in_range" CHECK ("trip_invites"."uses" >= 0 AND ("trip_invites"."max_uses" IS NULL OR "trip_invites"."max_uses" >= 1))
);
--> statement-breakpoint
CREATE TABLE "trip_members" (
	"trip_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_members_trip_id_user_id_pk" PRIMARY KEY("trip_id","user_id"),
	CONSTRAINT "trip_members_role_known" CHECK ("trip_members"."role" IN ('editor', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "trip_shares" (
	"trip_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"shows_costs" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cost_lines" ADD COLUMN "paid_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "cost_lines" ADD COLUMN "paid_by_name" text;--> statement-breakpoint
ALTER TABLE "cost_lines" ADD COLUMN "split" jsonb;--> statement-breakpoint
ALTER TABLE "trip_invites" ADD CONSTRAINT "trip_invites_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_members" ADD CONSTRAINT "trip_members_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_members" ADD CONSTRAINT "trip_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_shares" ADD CONSTRAINT "trip_shares_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_invites_token_hash_key" ON "trip_invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trip_invites_trip_id_idx" ON "trip_invites" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "trip_members_user_id_idx" ON "trip_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_shares_token_hash_key" ON "trip_shares" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "cost_lines" ADD CONSTRAINT "cost_lines_paid_by_user_id_users_id_fk" FOREIGN KEY ("paid_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cost_lines_paid_by_user_id_idx" ON "cost_lines" USING btree ("paid_by_user_id");--> statement-breakpoint
-- A companion joining or leaving changes trip lists, like a change to trips (migration 0003).
CREATE TRIGGER trip_members_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trip_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_answers_changed();
