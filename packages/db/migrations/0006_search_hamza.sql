-- Issue 9: guests leave out a word's final hamza after alef ('البترا' for 'البتراء', 'الاربعا',
-- 'صحرا'): search_normalize() folds it away when three letters or more come before the alef once the
-- letters Arabic attaches in front are set aside (the longest of وال، فال، بال، كال، لل، ال، و، ف، ب، ل),
-- so every form of a word folds alike and short words keep theirs ('عشاء', 'غداء', 'ماء').
-- foldText() of packages/trpc/src/domains/search/lexicon.ts runs the same pattern.
CREATE OR REPLACE FUNCTION search_normalize(input text) RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT lower(unaccent(regexp_replace(translate(
    regexp_replace(coalesce(input, ''), '[\u064B-\u065F\u0670\u0640]', '', 'g'),
    'أإآٱىةؤئ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
    'اااايهوي01234567890123456789'
  ), '(?<![\u0621-\u064A])((?:[وفبك]ال|(?![وفبك]ال)(?:لل|ال)|(?![وفبك]ال|لل|ال)[وفبل]|(?![وفبل]|ال))[\u0621-\u064A]{3,})اء(?![\u0621-\u064A])', '\1ا', 'g')))
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
