import { sql } from '@marsa/db';
import type { Language } from '@marsa/db/constants';
import { isArabic } from '@marsa/i18n';

type SQL = ReturnType<typeof sql>;

/** Arabic script anywhere in the text selects the 'arabic' text-search configuration. */
export const searchLanguageOf = (text: string): Language => (isArabic(text) ? 'ar' : 'en');

/** The configuration as a literal, so the expression matches the GIN indexes of the migration. */
export const searchConfig = (lang: Language): SQL => sql.raw(lang === 'ar' ? `'arabic'` : `'english'`);

/**
 * Lexemes of words every question about the ship shares ('on board', 'the ship', 'cruise'): they
 * say nothing about the topic, so they neither find answers nor count towards coverage.
 */
const COMMON_TERMS = sql.raw(
  ['board', 'onboard', 'ship', 'cruis', 'vessel', 'marsa', 'pleas', 'tell', 'know', 'want', 'like']
    .map((term) => `'${term}'`)
    .join(', '),
);

/** The text's search terms: its lexemes without COMMON_TERMS (or all of them, if nothing else is left). */
export const searchTerms = (config: SQL, text: string): SQL => {
  const all = sql`tsvector_to_array(to_tsvector(${config}, ${text}))`;
  const specific = sql`array(select term from unnest(${all}) term where term not in (${COMMON_TERMS}))`;
  return sql`(case when cardinality(${specific}) > 0 then ${specific} else ${all} end)`;
};

/** The text's search terms OR-ed into one tsquery (null when the text has only stop words). */
export const anyTermQuery = (config: SQL, text: string): SQL =>
  sql`(select string_agg(quote_literal(term), ' | ')::tsquery from unnest(${searchTerms(config, text)}) term)`;

/** How many of the text's search terms `document` contains, divided by how many it has. */
export const coverage = (config: SQL, document: SQL, text: string): SQL =>
  sql`(select count(*) filter (where ${document} @@ quote_literal(term)::tsquery)::float / greatest(count(*), 1) from unnest(${searchTerms(config, text)}) term)`;
