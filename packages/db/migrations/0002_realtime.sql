CREATE INDEX "ai_learnings_user_idx" ON "ai_learnings" USING btree ("user_id","updated_at");--> statement-breakpoint
-- Live updates through LISTEN/NOTIFY, fired by PostgreSQL itself so every insert or revoke path
-- reaches every API process (delivered on commit).
-- 'userId:id:{message as GET /api/messages lists it}', or just 'userId:id' when the message
-- would pass NOTIFY's 8000-byte limit (listeners then read it).
CREATE FUNCTION "marsa_notify_message"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head text := NEW.user_id::text || ':' || NEW.id::text;
  body text := json_build_object('id', NEW.id, 'type', NEW.type, 'content', NEW.content,
    'createdAt', NEW.created_at, 'wasHelpful', null)::text;
BEGIN
  IF octet_length(body) < 7900 - octet_length(head) THEN
    PERFORM pg_notify('marsa_messages', head || ':' || body);
  ELSE
    PERFORM pg_notify('marsa_messages', head);
  END IF;
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
--> statement-breakpoint
CREATE FUNCTION "marsa_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marsa_users', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "marsa_notify_user"();
