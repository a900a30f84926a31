-- Every instance keeps the accounts it has seen alive in memory; a deleted account is announced
-- on the account_gone channel, from whichever instance or statement deleted it, so each drops
-- it at once (docs/decisions/016-answers-from-memory.md).
CREATE FUNCTION notify_account_gone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('account_gone', OLD.id::text);
  RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_account_gone AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_account_gone();
