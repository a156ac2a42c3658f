CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_ar" text,
	"keywords" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"body_ar" text,
	"doc_en" "tsvector" NOT NULL,
	"doc_ar" "tsvector" NOT NULL,
	"doc_simple" "tsvector" NOT NULL,
	"norm" text NOT NULL,
	"source_updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_documents_ref" UNIQUE("kind","ref_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sources" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_en" ON "search_documents" USING gin ("doc_en");--> statement-breakpoint
CREATE INDEX "search_documents_ar" ON "search_documents" USING gin ("doc_ar");--> statement-breakpoint
CREATE INDEX "search_documents_simple" ON "search_documents" USING gin ("doc_simple");--> statement-breakpoint
CREATE INDEX "search_documents_norm" ON "search_documents" USING gin ("norm" gin_trgm_ops);
--> statement-breakpoint
-- Issue 9: one ranked search over everything the ship knows. search_normalize() is the one
-- normalisation of indexed and searched text: Arabic diacritics and tatweel dropped, alef forms,
-- alef maqsura, ta marbuta, hamza seats and Arabic-Indic digits folded, accents removed, lower case.
CREATE OR REPLACE FUNCTION search_normalize(input text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT lower(unaccent(translate(
    regexp_replace(coalesce(input, ''), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    'أإآٱىةؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'اااايهوي01234567890123456789'
  )))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_put(
  p_kind text, p_ref integer, p_title text, p_title_ar text, p_heading text, p_keywords text,
  p_body text, p_body_ar text, p_updated timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  heading text := coalesce(p_title, '') || ' ' || coalesce(p_heading, '');
  heading_ar text := search_normalize(coalesce(p_title_ar, '') || ' ' || coalesce(p_heading, ''));
  keywords text := coalesce(p_keywords, '');
BEGIN
  INSERT INTO search_documents AS d (
    kind, ref_id, title, title_ar, keywords, body, body_ar, doc_en, doc_ar, doc_simple, norm, source_updated_at
  ) VALUES (
    p_kind, p_ref, p_title, nullif(p_title_ar, ''), keywords, coalesce(p_body, ''), nullif(p_body_ar, ''),
    setweight(to_tsvector('english', heading), 'A')
      || setweight(to_tsvector('english', keywords), 'B')
      || setweight(to_tsvector('english', coalesce(p_body, '')), 'C'),
    setweight(to_tsvector('arabic', heading_ar), 'A')
      || setweight(to_tsvector('arabic', search_normalize(keywords)), 'B')
      || setweight(to_tsvector('arabic', search_normalize(p_body_ar)), 'C'),
    setweight(to_tsvector('simple', search_normalize(heading || ' ' || coalesce(p_title_ar, ''))), 'A')
      || setweight(to_tsvector('simple', search_normalize(keywords)), 'B')
      || setweight(to_tsvector('simple', search_normalize(coalesce(p_body, '') || ' ' || coalesce(p_body_ar, ''))), 'C'),
    search_normalize(coalesce(p_title, '') || ' ' || coalesce(p_title_ar, '')),
    p_updated
  )
  ON CONFLICT (kind, ref_id) DO UPDATE SET
    title = excluded.title, title_ar = excluded.title_ar, keywords = excluded.keywords,
    body = excluded.body, body_ar = excluded.body_ar, doc_en = excluded.doc_en,
    doc_ar = excluded.doc_ar, doc_simple = excluded.doc_simple, norm = excluded.norm,
    source_updated_at = excluded.source_updated_at;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_drop(p_kind text, p_ref integer) RETURNS void LANGUAGE sql AS $$
  DELETE FROM search_documents WHERE kind = p_kind AND ref_id = p_ref
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_knowledge_topic() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_drop('knowledge', OLD.id); RETURN OLD; END IF;
  PERFORM search_put('knowledge', NEW.id, NEW.question, NEW.question_ar,
    NEW.topic || ' ' || coalesce(NEW.topic_ar, ''),
    -- An answer that names a price answers price questions ('how much', 'cost', 'سعر').
    concat_ws(' ', NEW.category, CASE WHEN concat(NEW.answer, NEW.answer_ar) ~* '(\$|usd|sar|riyal|ريال|دولار)' THEN 'price' END),
    NEW.answer, NEW.answer_ar, NEW.updated_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_knowledge_topics AFTER INSERT OR UPDATE OR DELETE ON knowledge_topics
  FOR EACH ROW EXECUTE FUNCTION search_knowledge_topic();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_ai_learning() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_drop('correction', OLD.id); RETURN OLD; END IF;
  -- Every chat turn inserts a learning; only a staff correction makes it a document.
  IF TG_OP = 'INSERT' AND coalesce(btrim(NEW.admin_correction), '') = '' THEN RETURN NEW; END IF;
  IF coalesce(btrim(NEW.admin_correction), '') = '' THEN
    PERFORM search_drop('correction', NEW.id);
  ELSE
    PERFORM search_put('correction', NEW.id, NEW.topic, NULL, NEW.query, '',
      NEW.admin_correction, NULL, NEW.updated_at);
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_ai_learnings AFTER INSERT OR UPDATE OR DELETE ON ai_learnings
  FOR EACH ROW EXECUTE FUNCTION search_ai_learning();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_restaurant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_drop('restaurant', OLD.id); RETURN OLD; END IF;
  PERFORM search_put('restaurant', NEW.id, NEW.name, NEW.name_ar, '',
    concat_ws(' ', 'restaurant', NEW.cuisine, NEW.location, NEW.dining_style, NEW.special_feature, NEW.dress_code,
      'open', NEW.opening_time, 'close', NEW.closing_time),
    NEW.description, NEW.description_ar, NEW.updated_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_restaurants AFTER INSERT OR UPDATE OR DELETE ON restaurants
  FOR EACH ROW EXECUTE FUNCTION search_restaurant();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_spa_service() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_drop('spa', OLD.id); RETURN OLD; END IF;
  PERFORM search_put('spa', NEW.id, NEW.name, NEW.name_ar, '',
    concat_ws(' ', 'spa treatment', array_to_string(NEW.features, ' '), CASE WHEN NEW.price_cents IS NOT NULL THEN 'price' END),
    NEW.description, NEW.description_ar, NEW.updated_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_spa_services AFTER INSERT OR UPDATE OR DELETE ON spa_services
  FOR EACH ROW EXECUTE FUNCTION search_spa_service();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_drop('activity', OLD.id); RETURN OLD; END IF;
  PERFORM search_put('activity', NEW.id, NEW.name, NEW.name_ar, '',
    concat_ws(' ', 'activity', NEW.category, NEW.location, NEW.schedule, NEW.age_group),
    NEW.description, NEW.description_ar, NEW.updated_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_activities AFTER INSERT OR UPDATE OR DELETE ON activities
  FOR EACH ROW EXECUTE FUNCTION search_activity();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_deck_venue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE deck record;
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_drop('venue', OLD.id); RETURN OLD; END IF;
  IF NOT NEW.is_active THEN PERFORM search_drop('venue', NEW.id); RETURN NEW; END IF;
  SELECT deck_number, deck_name INTO deck FROM deck_maps WHERE id = NEW.deck_map_id;
  PERFORM search_put('venue', NEW.id, NEW.name, NEW.name_ar, '',
    concat_ws(' ', NEW.category, NEW.subcategory, 'deck ' || deck.deck_number, deck.deck_name,
      NEW.operating_hours, array_to_string(NEW.amenities, ' ')),
    NEW.description, NEW.description_ar, NEW.updated_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_deck_venues AFTER INSERT OR UPDATE OR DELETE ON deck_venues
  FOR EACH ROW EXECUTE FUNCTION search_deck_venue();--> statement-breakpoint
-- A renamed deck re-indexes its venues (their documents carry the deck's number and name).
CREATE OR REPLACE FUNCTION search_deck_map() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE deck_venues SET deck_map_id = deck_map_id WHERE deck_map_id = NEW.id;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_deck_maps AFTER UPDATE ON deck_maps
  FOR EACH ROW EXECUTE FUNCTION search_deck_map();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_itinerary_port() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_drop('port', OLD.id); RETURN OLD; END IF;
  PERFORM search_put('port', NEW.id, NEW.port_name, NEW.port_name_ar, '',
    concat_ws(' ', 'port', NEW.country, 'arrive', NEW.arrival_time, 'depart leave sail', NEW.departure_time,
      array_to_string(NEW.highlights, ' '), array_to_string(NEW.activities, ' ')),
    NEW.description, NEW.description_ar, NEW.updated_at);
  -- A renamed port re-indexes its excursions (their documents carry the port's name).
  IF TG_OP = 'UPDATE' THEN UPDATE shore_excursions SET port_id = port_id WHERE port_id = NEW.id; END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_itinerary_ports AFTER INSERT OR UPDATE OR DELETE ON itinerary_ports
  FOR EACH ROW EXECUTE FUNCTION search_itinerary_port();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_shore_excursion() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE port record;
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_drop('excursion', OLD.id); RETURN OLD; END IF;
  SELECT port_name, port_name_ar INTO port FROM itinerary_ports WHERE id = NEW.port_id;
  PERFORM search_put('excursion', NEW.id, NEW.title, NEW.title_ar, '',
    concat_ws(' ', 'excursion price', NEW.category, NEW.difficulty_level, NEW.duration, port.port_name, port.port_name_ar,
      array_to_string(NEW.highlights, ' ')),
    NEW.description, NEW.description_ar, NEW.updated_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_shore_excursions AFTER INSERT OR UPDATE OR DELETE ON shore_excursions
  FOR EACH ROW EXECUTE FUNCTION search_shore_excursion();--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_promotion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM search_drop('promotion', OLD.id); RETURN OLD; END IF;
  IF NOT NEW.is_active THEN PERFORM search_drop('promotion', NEW.id); RETURN NEW; END IF;
  PERFORM search_put('promotion', NEW.id, NEW.title, NEW.title_ar, '',
    concat_ws(' ', 'offer', NEW.department, NEW.promotion_type, NEW.valid_times,
      CASE WHEN coalesce(NEW.promotional_price, NEW.original_price, NEW.discount_percentage) IS NOT NULL THEN 'price' END),
    concat_ws(' ', NEW.description, NEW.terms), NEW.description_ar, NEW.updated_at);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER search_promotions AFTER INSERT OR UPDATE OR DELETE ON promotions
  FOR EACH ROW EXECUTE FUNCTION search_promotion();--> statement-breakpoint
-- Backfill: touching every row runs its trigger once.
UPDATE knowledge_topics SET updated_at = updated_at;--> statement-breakpoint
UPDATE ai_learnings SET updated_at = updated_at WHERE coalesce(btrim(admin_correction), '') <> '';--> statement-breakpoint
UPDATE restaurants SET updated_at = updated_at;--> statement-breakpoint
UPDATE spa_services SET updated_at = updated_at;--> statement-breakpoint
UPDATE activities SET updated_at = updated_at;--> statement-breakpoint
UPDATE deck_venues SET updated_at = updated_at;--> statement-breakpoint
UPDATE itinerary_ports SET updated_at = updated_at;--> statement-breakpoint
UPDATE shore_excursions SET updated_at = updated_at;--> statement-breakpoint
UPDATE promotions SET updated_at = updated_at;
--> statement-breakpoint
-- Live updates carry an answer's sources too (as GET /api/messages lists them).
CREATE OR REPLACE FUNCTION "marsa_notify_message"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  head text := NEW.user_id::text || ':' || NEW.id::text;
  body text := json_build_object('id', NEW.id, 'type', NEW.type, 'content', NEW.content,
    'createdAt', NEW.created_at, 'wasHelpful', null, 'sources', NEW.sources)::text;
BEGIN
  IF octet_length(body) < 7900 - octet_length(head) THEN
    PERFORM pg_notify('marsa_messages', head || ':' || body);
  ELSE
    PERFORM pg_notify('marsa_messages', head);
  END IF;
  RETURN NULL;
END
$$;
