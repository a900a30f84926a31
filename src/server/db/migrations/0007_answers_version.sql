CREATE TABLE "answers_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "answers_version_one_row" CHECK ("answers_version"."id")
);
--> statement-breakpoint
INSERT INTO "answers_version" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
-- Counts committed changes to every table a remembered answer is read from (the tables that
-- announce answers_changed, migrations 0003 and 0005), whoever made them. The row triggers are
-- deferred to the commit, so the count changes with the rows it covers and the one row is locked
-- only while committing, after every other lock a transaction takes. A transaction bumps it once
-- (a transaction-local flag). A database whose connections set answers.counting to off (PGlite,
-- where the one process hears each change instead) skips it, since it would only cost writes.
CREATE FUNCTION bump_answers_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('answers.counting', true) = 'off'
    OR current_setting('answers.counted', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  UPDATE answers_version SET version = version + 1;
  PERFORM set_config('answers.counted', 'yes', true);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Each table gets the deferred row trigger; TRUNCATE has no rows to defer on, so its trigger
-- bumps the count at once.
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['trips', 'cost_lines', 'wishlists', 'wishlist_trips', 'users', 'trip_members'] LOOP
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
         DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_answers_version()',
      source || '_answers_version', source);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_answers_version()',
      source || '_answers_version_truncate', source);
  END LOOP;
END;
$$;
