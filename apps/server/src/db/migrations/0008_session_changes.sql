-- Every server instance may keep users' sessions (role, token version) in memory. Whatever
-- changes them, in any instance or by hand, tells every instance at commit, through
-- LISTEN/NOTIFY on the channel punla_sessions, with the user's id.
CREATE FUNCTION punla_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('punla_sessions', OLD.id::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_session_changed
  AFTER UPDATE OF role, token_version OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION punla_session_changed();
