CREATE TABLE "answers_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"bumped_by" bigint,
	CONSTRAINT "answers_version_one_row" CHECK ("answers_version"."id")
);
--> statement-breakpoint
INSERT INTO "answers_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
-- Counts committed changes to every table a remembered answer is read from (the tables that
-- announce answers_changed, migrations 0003 and 0005), whoever made them. The row triggers are
-- deferred to the commit, so the count changes with the rows it covers and the one row is locked
-- only while committing, after every other lock a transaction takes. A transaction bumps it once.
CREATE FUNCTION bump_answers_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE answers_version SET version = version + 1, bumped_by = txid_current()
    WHERE bumped_by IS DISTINCT FROM txid_current();
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER trips_answers_version AFTER INSERT OR UPDATE OR DELETE ON trips
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_answers_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER cost_lines_answers_version AFTER INSERT OR UPDATE OR DELETE ON cost_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_answers_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wishlists_answers_version AFTER INSERT OR UPDATE OR DELETE ON wishlists
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_answers_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER wishlist_trips_answers_version AFTER INSERT OR UPDATE OR DELETE ON wishlist_trips
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_answers_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER users_answers_version AFTER INSERT OR UPDATE OR DELETE ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_answers_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER trip_members_answers_version AFTER INSERT OR UPDATE OR DELETE ON trip_members
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_answers_version();
--> statement-breakpoint
-- TRUNCATE has no rows to defer on: it bumps the count at once.
CREATE TRIGGER trips_answers_version_truncate AFTER TRUNCATE ON trips
  FOR EACH STATEMENT EXECUTE FUNCTION bump_answers_version();
--> statement-breakpoint
CREATE TRIGGER cost_lines_answers_version_truncate AFTER TRUNCATE ON cost_lines
  FOR EACH STATEMENT EXECUTE FUNCTION bump_answers_version();
--> statement-breakpoint
CREATE TRIGGER wishlists_answers_version_truncate AFTER TRUNCATE ON wishlists
  FOR EACH STATEMENT EXECUTE FUNCTION bump_answers_version();
--> statement-breakpoint
CREATE TRIGGER wishlist_trips_answers_version_truncate AFTER TRUNCATE ON wishlist_trips
  FOR EACH STATEMENT EXECUTE FUNCTION bump_answers_version();
--> statement-breakpoint
CREATE TRIGGER users_answers_version_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION bump_answers_version();
--> statement-breakpoint
CREATE TRIGGER trip_members_answers_version_truncate AFTER TRUNCATE ON trip_members
  FOR EACH STATEMENT EXECUTE FUNCTION bump_answers_version();
