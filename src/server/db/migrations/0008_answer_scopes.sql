CREATE TABLE "answer_scopes" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- The scopes of remembered answers a changed row touches (src/server/db/answer-cache.ts): its
-- trip ("t:<id>"), the traveller whose list it is in ("u:<id>"), or everyone ("*") for an
-- account, whose name and existence other travellers' answers show.
CREATE FUNCTION answer_scopes_of(source text, changed jsonb) RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT array_remove(CASE source
    WHEN 'trips' THEN ARRAY['t:' || (changed->>'id'), 'u:' || (changed->>'user_id')]
    WHEN 'trip_members' THEN ARRAY['t:' || (changed->>'trip_id'), 'u:' || (changed->>'user_id')]
    WHEN 'cost_lines' THEN ARRAY['t:' || (changed->>'trip_id')]
    WHEN 'wishlists' THEN ARRAY['u:' || (changed->>'user_id')]
    WHEN 'wishlist_trips' THEN ARRAY['t:' || (changed->>'trip_id'),
      'u:' || (SELECT user_id::text FROM wishlists WHERE id = (changed->>'wishlist_id')::uuid)]
    ELSE ARRAY['*']
  END, NULL)
$$;
--> statement-breakpoint
-- The scopes a row trigger's change touches: the row before and after (an update may move it).
CREATE FUNCTION changed_answer_scopes(source text, level text, operation text, old_row jsonb, new_row jsonb)
RETURNS text[] LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN level <> 'ROW' THEN ARRAY['*']
    WHEN operation = 'INSERT' THEN answer_scopes_of(source, new_row)
    WHEN operation = 'DELETE' THEN answer_scopes_of(source, old_row)
    ELSE answer_scopes_of(source, old_row) || answer_scopes_of(source, new_row)
  END
$$;
--> statement-breakpoint
-- PostgreSQL: the committed count moves once per transaction, as before (migration 0007), and
-- each scope the transaction touched records that count, in the same commit.
CREATE OR REPLACE FUNCTION bump_answers_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted text := current_setting('answers.counted', true);
  counted_at bigint;
BEGIN
  IF current_setting('answers.counting', true) = 'off' THEN
    RETURN NULL;
  END IF;
  IF counted IS NULL OR counted = '' THEN
    UPDATE answers_version SET version = answers_version.version + 1 RETURNING answers_version.version INTO counted_at;
    PERFORM set_config('answers.counted', counted_at::text, true);
  ELSE
    counted_at := counted::bigint;
  END IF;
  INSERT INTO answer_scopes (scope, version)
    SELECT DISTINCT touched, counted_at FROM unnest(changed_answer_scopes(TG_TABLE_NAME, TG_LEVEL, TG_OP,
      CASE WHEN TG_LEVEL = 'ROW' AND TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
      CASE WHEN TG_LEVEL = 'ROW' AND TG_OP <> 'DELETE' THEN to_jsonb(NEW) END)) AS touched
    ON CONFLICT (scope) DO UPDATE SET version = excluded.version;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- PGlite: each scope is announced on answers_changed, row by row, so the one process forgets only
-- the answers it touches; identical announcements in one transaction arrive once. Only where the
-- connection hears them (answers.counting off); PostgreSQL keeps the scopes above instead.
CREATE FUNCTION announce_answers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched text;
BEGIN
  IF current_setting('answers.counting', true) IS DISTINCT FROM 'off' THEN
    RETURN NULL;
  END IF;
  FOREACH touched IN ARRAY changed_answer_scopes(TG_TABLE_NAME, TG_LEVEL, TG_OP,
      CASE WHEN TG_LEVEL = 'ROW' AND TG_OP <> 'INSERT' THEN to_jsonb(OLD) END,
      CASE WHEN TG_LEVEL = 'ROW' AND TG_OP <> 'DELETE' THEN to_jsonb(NEW) END) LOOP
    PERFORM pg_notify('answers_changed', touched);
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['trips', 'cost_lines', 'wishlists', 'wishlist_trips', 'users', 'trip_members'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', source || '_answers_changed', source);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I
         FOR EACH ROW EXECUTE FUNCTION announce_answers_changed()',
      source || '_answers_announced', source);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION announce_answers_changed()',
      source || '_answers_announced_truncate', source);
  END LOOP;
END;
$$;
--> statement-breakpoint
DROP FUNCTION notify_answers_changed();
