CREATE INDEX "ai_learnings_user_idx" ON "ai_learnings" USING btree ("user_id","updated_at");--> statement-breakpoint
-- Live updates through LISTEN/NOTIFY, fired by PostgreSQL itself so every insert or revoke path
-- reaches every API process (delivered on commit). Payloads stay tiny: readers fetch the rows.
CREATE FUNCTION "marsa_notify_message"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marsa_messages', NEW.user_id::text || ':' || NEW.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "messages_notify" AFTER INSERT ON "messages"
  FOR EACH ROW EXECUTE FUNCTION "marsa_notify_message"();
--> statement-breakpoint
CREATE FUNCTION "marsa_notify_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marsa_sessions', OLD.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_notify" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "marsa_notify_session"();
