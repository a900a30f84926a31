-- Any change to what a trip, a trip list or a cost plan is read from is announced on the
-- answers_changed channel, once per statement, whoever made it; a process that remembers
-- answers forgets them all (src/server/db/answer-cache.ts).
CREATE FUNCTION notify_answers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('answers_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trips_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON trips
  FOR EACH STATEMENT EXECUTE FUNCTION notify_answers_changed();
--> statement-breakpoint
CREATE TRIGGER cost_lines_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cost_lines
  FOR EACH STATEMENT EXECUTE FUNCTION notify_answers_changed();
--> statement-breakpoint
CREATE TRIGGER wishlists_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wishlists
  FOR EACH STATEMENT EXECUTE FUNCTION notify_answers_changed();
--> statement-breakpoint
CREATE TRIGGER wishlist_trips_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON wishlist_trips
  FOR EACH STATEMENT EXECUTE FUNCTION notify_answers_changed();
--> statement-breakpoint
CREATE TRIGGER users_answers_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_answers_changed();
