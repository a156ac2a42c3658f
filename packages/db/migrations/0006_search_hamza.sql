-- Issue 9: guests drop the hamza that ends a long word after alef ('البترا' for 'البتراء', 'الاربعا',
-- 'صحرا'): search_normalize() folds it away on both sides, in words of three letters or more before
-- the alef (so 'ماء' water, 'غداء' lunch and 'عشاء' keep theirs and meet no shorter word).
-- foldText() of packages/trpc/src/domains/search/lexicon.ts is its mirror.
CREATE OR REPLACE FUNCTION search_normalize(input text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT lower(unaccent(regexp_replace(translate(
    regexp_replace(coalesce(input, ''), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    'أإآٱىةؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'اااايهوي01234567890123456789'
  ), '([\u0621-\u064A]{3})اء(?![\u0621-\u064A])', '\1ا', 'g')))
$$;--> statement-breakpoint
-- Re-index: touching every row runs its trigger once.
UPDATE knowledge_topics SET updated_at = updated_at;--> statement-breakpoint
UPDATE ai_learnings SET updated_at = updated_at WHERE coalesce(btrim(admin_correction), '') <> '';--> statement-breakpoint
UPDATE restaurants SET updated_at = updated_at;--> statement-breakpoint
UPDATE spa_services SET updated_at = updated_at;--> statement-breakpoint
UPDATE activities SET updated_at = updated_at;--> statement-breakpoint
UPDATE deck_venues SET updated_at = updated_at;--> statement-breakpoint
UPDATE itinerary_ports SET updated_at = updated_at;--> statement-breakpoint
UPDATE shore_excursions SET updated_at = updated_at;--> statement-breakpoint
UPDATE promotions SET updated_at = updated_at;
