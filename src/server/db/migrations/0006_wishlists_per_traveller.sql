-- Favourites per traveller (docs/PRODUCT-RULES.md#favourites): a trip is in at most one of EACH
-- traveller's wishlists, so a companion may keep a shared trip in their own list. Each row
-- carries its list's owner, filled in from the list for the rows already there.
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_id_user_id_key" UNIQUE("id","user_id");--> statement-breakpoint
ALTER TABLE "wishlist_trips" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "wishlist_trips" SET "user_id" = "wishlists"."user_id" FROM "wishlists" WHERE "wishlists"."id" = "wishlist_trips"."wishlist_id";--> statement-breakpoint
ALTER TABLE "wishlist_trips" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "wishlist_trips" DROP CONSTRAINT "wishlist_trips_wishlist_id_wishlists_id_fk";--> statement-breakpoint
ALTER TABLE "wishlist_trips" DROP CONSTRAINT "wishlist_trips_pkey";--> statement-breakpoint
ALTER TABLE "wishlist_trips" ADD CONSTRAINT "wishlist_trips_trip_id_user_id_pk" PRIMARY KEY("trip_id","user_id");--> statement-breakpoint
ALTER TABLE "wishlist_trips" ADD CONSTRAINT "wishlist_trips_wishlist_owner_fk" FOREIGN KEY ("wishlist_id","user_id") REFERENCES "public"."wishlists"("id","user_id") ON DELETE cascade ON UPDATE no action;
