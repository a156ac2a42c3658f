import { type Db, rowsOf, sql, type Tx } from '@marsa/db';
import { SOURCE_KINDS, type SourceKind } from '@marsa/db/constants';
import commonWords from './common-words.json' with { type: 'json' };
import { namesAsLandmark } from './landmarks.ts';
import {
  type Concept,
  conceptKey,
  conceptsOf,
  isArabicWord,
  joinPhrasalVerbs,
  lexicon,
  lookupForm,
  respell,
  wordsOf,
} from './lexicon.ts';
import type { PlaceName } from './places-named.ts';
import { answersSameQuestion } from './same-question.ts';

export { SAME_QUESTION } from './same-question.ts';

import { arabicSkeleton, MIN_SKELETON, nameSkeletonSql } from './transliteration.ts';

type SQL = ReturnType<typeof sql>;

/** One record that answers (part of) a question, best first. */
export type SearchHit = {
  kind: SourceKind;
  id: number;
  title: string;
  titleAr: string | null;
  /** The record's text: a topic's answer, a correction, a place's description. */
  body: string;
  bodyAr: string | null;
  /**
   * Share of the question's ideas (each weighted by how rare it is among all records) the record
   * covers, with a quarter more for ideas in its title; 0–1.
   */
  coverage: number;
  score: number;
  /** The question names this place, service, port, excursion or offer. */
  named: boolean;
  /** How many of the question's (not weak) ideas the record contains. */
  matched: number;
  /** The question's (not weak) ideas the record does not contain, by lexicon group ('g:4') or word ('w:casino'). */
  missing: string[];
  updatedAt: string;
};

/**
 * The hits, how many (not weak) ideas the question has, and the question's words as searched
 * (normalised, misspellings mended: what the concierge reads the question's frame from).
 */
export type SearchResult = { hits: SearchHit[]; ideas: number; normalised: string };

/**
 * Kinds that are things a guest can name: every source but answers to a question, the guest's own
 * bookings and the room-service menu (the departments domain reads it: readMenuQuestion).
 */
const ENTITY_KINDS: SourceKind[] = SOURCE_KINDS.filter(
  (kind) => kind !== 'knowledge' && kind !== 'correction' && kind !== 'booking' && kind !== 'menu',
);
const entityKinds = sql.raw(ENTITY_KINDS.map((kind) => `'${kind}'`).join(', '));

/** How close a name must be to words of the question for the question to name it (pg_trgm word similarity). */
export const NAMED_SIMILARITY = 0.75;
/** How closely an Arabic-lettered name must spell a record's English one, by consonant skeleton. */
const SKELETON_SIMILARITY = 0.9;
/** Known words at least this similar (pg_trgm) to a misspelt word are its candidates. */
const TYPO_SIMILARITY = 0.3;
const WEAK_WEIGHT = 0.25;
/** A word no record has weighs this share of the rarest idea's weight. */
const UNKNOWN_WEIGHT = 0.6;
/** Score bonuses: ideas found in the title, a name the question uses, an answer over a place. */
const TITLE_BONUS = 0.25;
/** More for the guest's own word in a title ('theatre' in Marsa Theatre) than for a synonym of it ('evening'). */
const OWN_TITLE_BONUS = 0.1;
const NAME_BONUS = 0.3;
const KIND_PRIOR: Partial<Record<SourceKind, number>> = {
  knowledge: 0.05,
  correction: 0.1,
  // A restaurant, treatment, activity, excursion, port or offer over the deck venue of the same name.
  restaurant: 0.02,
  spa: 0.02,
  activity: 0.02,
  excursion: 0.02,
  port: 0.02,
  promotion: 0.02,
};
const MAX_CANDIDATES = 300;
const DEFAULT_LIMIT = 8;

const textArray = (items: readonly string[]): SQL =>
  items.length
    ? sql`array[${sql.join(
        items.map((item) => sql`${item}`),
        sql`, `,
      )}]::text[]`
    : sql`'{}'::text[]`;

/** Levenshtein distance: the edits that turn one word into the other. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The database's normalisation of guest text (search_normalize of migration 0006). */
export async function normalise(db: Db | Tx, text: string): Promise<string> {
  const [row] = rowsOf<{ n: string }>(await db.execute(sql`select search_normalize(${text}) as n`));
  return row?.n ?? '';
}

/** Real English words: a guest who writes one did not misspell another ('shirt' is not 'ship'). */
const COMMON_WORDS: ReadonlySet<string> = new Set(commonWords.words);
const lexiconWords: ReadonlySet<string> = new Set(lexicon.words);

/**
 * Whether a word the records do not contain may be a misspelling of `known`. Latin: one edit for
 * short words, two for longer ones, same first letter. Arabic words are built on three-letter
 * roots, so changing a letter makes another word ('المسموح' allowed → 'المسبح' the pool,
 * 'يشتغل' works → 'يشتري' buys, 'متاخر' late → 'متاجر' shops): only a letter left out or typed
 * twice, in words of four letters or more (alef, hamza, yaa and taa marbuta forms are folded before).
 */
export function mayMisspell(word: string, known: string): boolean {
  if (isArabicWord(word))
    return (
      word.length >= 4 &&
      Math.abs(word.length - known.length) === 1 &&
      editDistance(word, known) === 1 &&
      !isOtherArabicWord(word, known)
    );
  return word[0] === known[0] && editDistance(word, known) <= (word.length <= 4 ? 1 : 2);
}

/** Letters Arabic attaches in front of a word (و، ف، ب، ك، ل) and endings of its inflections (ت، ه، ي، ا، ن، و، ك). */
const ARABIC_PREFIX_LETTERS = 'وفبكل';
const ARABIC_ENDING_LETTERS = 'تهيانوك';

/**
 * One letter more or less that makes another word, not a slip: the known word is the guest's with
 * a letter attached in front ('تبدا' is not 'وتبدا'), or the guest's word is the known one with a
 * root letter more at its end ('تطلع' leaves is not 'تطل' overlooks). A letter typed twice, or an
 * inflection's ending ('ضاعت' → 'ضاع'), is still a slip.
 */
function isOtherArabicWord(word: string, known: string): boolean {
  if (known.length === word.length + 1)
    return known.slice(1) === word && ARABIC_PREFIX_LETTERS.includes(known[0] ?? '');
  if (word.length !== known.length + 1) return false;
  if (!word.startsWith(known)) return hasInnerLetterMore(word, known);
  const extra = word.at(-1) ?? '';
  return extra !== known.at(-1) && !ARABIC_ENDING_LETTERS.includes(extra);
}

/**
 * The guest's word is the known one with a letter more inside it that is not the letter beside it
 * typed twice: another word of the same root ('الادوار' floors is not 'الدوار' dizziness,
 * 'المهياه' equipped is not 'المياه' water), not a slip. A letter in front ('اتاخرت', Egyptian
 * for 'تاخرت') is a slip.
 */
function hasInnerLetterMore(word: string, known: string): boolean {
  for (let at = 0; at < word.length; at++) {
    if (word.slice(0, at) + word.slice(at + 1) !== known) continue;
    const letter = word[at];
    if (letter === word[at - 1] || letter === word[at + 1]) return false;
    if (at === 0) return false;
    if (isPluralVerbWaw(word, at)) return false;
  }
  return true;
}

/** Object pronouns Arabic attaches to a verb ('يزورني' visits me, 'يخدمنا' serves us). */
const OBJECT_SUFFIX = /^(?:ني|نا|ه|ها|هم|هن|ك|كم)$/;

/**
 * The letter at `at` is the waw of a present verb's plural before its object pronoun ('يزوروني'
 * they visit me, of 'يزورني'): the same verb with another subject, not another word.
 */
function isPluralVerbWaw(word: string, at: number): boolean {
  return word[at] === 'و' && 'يتن'.includes(word[0] ?? '') && OBJECT_SUFFIX.test(word.slice(at + 1));
}

/**
 * 'whattime does the buffett open': a word of the ship's vocabulary with its last letter typed
 * twice, which the word list holds only as a surname ('buffett', 'starr', 'tripp'); undefined otherwise.
 */
export function withoutDoubledEnd(word: string): string | undefined {
  if (isArabicWord(word) || word.length < 5 || word.at(-1) !== word.at(-2)) return undefined;
  const shorter = word.slice(0, -1);
  return lexiconWords.has(shorter) && !lexiconWords.has(word) ? shorter : undefined;
}

/**
 * The question's words with misspellings mended: a word the ship's records and lexicon do not
 * contain, and that is not a common English word, becomes the most similar word they do
 * ('docter' → 'doctor', 'pasword' → 'password').
 */
async function mendTypos(db: Db | Tx, typed: string[]): Promise<string[]> {
  const words = typed.map((word) => withoutDoubledEnd(word) ?? word);
  const unknown = [
    ...new Set(
      words.filter(
        (word) =>
          !lexicon.stopwords.has(word) &&
          // A weak word ('جوزي' my husband) is the lexicon's own, never a slip for another ('جوازي').
          !lexicon.weak.has(word) &&
          !lexicon.weak.has(lookupForm(word)) &&
          !lexicon.phrases.has(lookupForm(word)) &&
          !COMMON_WORDS.has(word) &&
          !lexicon.phrases.has(word) &&
          word.length >= (isArabicWord(word) ? 3 : 4) &&
          !/^\d+$/.test(word),
      ),
    ),
  ];
  if (!unknown.length) return words;
  const rows = rowsOf<{
    token: string;
    form: string;
    known: boolean;
    candidates: string[] | string | null;
    form_candidates: string[] | string | null;
  }>(
    await db.execute(sql`
      with vocab as materialized (
        select distinct word from search_documents, unnest(tsvector_to_array(doc_simple)) word
        union select unnest(${textArray(lexicon.words)})
      )
      select t.token, t.form,
        exists (select 1 from vocab where word = t.token or word = t.form) as known,
        array(
          select word from vocab where similarity(word, t.token) >= ${TYPO_SIMILARITY}
          order by similarity(word, t.token) desc, length(word), word limit 5
        ) as candidates,
        array(
          select word from vocab where t.form <> t.token and similarity(word, t.form) >= ${TYPO_SIMILARITY}
          order by similarity(word, t.form) desc, length(word), word limit 5
        ) as form_candidates
      from unnest(${textArray(unknown)}, ${textArray(unknown.map(lookupForm))}) as t(token, form)`),
  );
  const listOf = (value: string[] | string | null) =>
    Array.isArray(value)
      ? value
      : String(value ?? '')
          .replace(/[{}]/g, '')
          .split(',')
          .filter(Boolean);
  const mended = new Map<string, string>();
  for (const row of rows) {
    if (row.known) continue;
    const best = closest(row.token, listOf(row.candidates));
    if (best) {
      mended.set(row.token, best);
      continue;
    }
    // 'kidsclub', 'smokingarea': two words typed as one.
    const split = splitGlued(row.token);
    if (split) {
      mended.set(row.token, split);
      continue;
    }
    // 'المساجج': the word behind the attached letters ('مساجج' → 'مساج'), with them put back.
    const prefix = row.token.endsWith(row.form) ? row.token.slice(0, -row.form.length) : undefined;
    const behind = listOf(row.form_candidates).find((word) => mayMisspell(row.form, word));
    if (prefix !== undefined && behind) mended.set(row.token, prefix + behind);
  }
  return words.flatMap((word) => (mended.get(word) ?? word).split(' '));
}

/**
 * Of the known words a misspelt one may stand for (most similar first), the fewest edits away:
 * 'servise' is 'service', not 'supervise'.
 */
export function closest(word: string, candidates: string[]): string | undefined {
  let best: { word: string; edits: number } | undefined;
  for (const candidate of candidates) {
    if (!mayMisspell(word, candidate)) continue;
    const edits = editDistance(word, candidate);
    if (!best || edits < best.edits) best = { word: candidate, edits };
  }
  return best?.word;
}

/** The shortest word a glued word is cut into. */
const MIN_GLUED_PART = 3;

/**
 * A Latin word that is two words typed together ('kidsclub' → 'kids club', 'smokingarea' →
 * 'smoking area'): a cut into a phrase of the lexicon, else into two known words of which one is
 * the lexicon's; undefined when there is no such cut.
 */
export function splitGlued(word: string): string | undefined {
  if (isArabicWord(word) || word.length < 2 * MIN_GLUED_PART + 1) return undefined;
  const known = (part: string) => lexiconWords.has(part) || lexiconWords.has(lookupForm(part));
  let loose: string | undefined;
  for (let at = MIN_GLUED_PART; at <= word.length - MIN_GLUED_PART; at++) {
    const [head, tail] = [word.slice(0, at), word.slice(at)];
    if (
      lexicon.phrases.has(`${lookupForm(head)} ${lookupForm(tail)}`) ||
      lexicon.phrases.has(`${head} ${tail}`)
    )
      return `${head} ${tail}`;
    const common = (part: string) => known(part) || COMMON_WORDS.has(part);
    if (!loose && common(head) && common(tail) && (known(head) || known(tail))) loose = `${head} ${tail}`;
  }
  return loose;
}

/** The question's ideas: normalised, typos mended, stop words dropped, lexicon synonyms added. */
export async function conceptsOfQuestion(
  db: Db | Tx,
  text: string,
): Promise<{ normalised: string; concepts: Concept[] }> {
  const normalised = await normalise(db, text);
  const words = joinPhrasalVerbs(await mendTypos(db, respell(wordsOf(normalised))));
  return { normalised: words.join(' '), concepts: conceptsOf(words) };
}

const quoted = (term: string) => (term.includes(' ') ? `"${term}"` : term);

/**
 * websearch syntax for any of the terms ('a or "b c"'); a term the lexicon knows in another sense
 * inside a longer phrase is matched only outside it ('trainers -"personal trainers"').
 */
export const anyOf = (terms: string[]) =>
  terms
    .map((term) =>
      [quoted(term), ...(lexicon.notInside.get(term) ?? []).map((phrase) => `-${quoted(phrase)}`)].join(' '),
    )
    .join(' or ');

/** The attached letters (و، ف، ب، ك، ل، ال) an Arabic word may carry in a record. */
const ARABIC_CLITICS = ['', 'ال', 'وال', 'بال', 'فال', 'كال', 'لل', 'و', 'ب', 'ل', 'ف'];

/** One Arabic word in the forms a record may write it: 'سبا' → سبا، السبا، بالسبا، للسبا… */
function arabicForms(term: string): string[] {
  if (term.includes(' ')) return [term];
  const bare = term.startsWith('ال') && term.length > 4 ? term.slice(2) : term;
  return ARABIC_CLITICS.map((clitic) =>
    clitic === 'لل' && bare.startsWith('ل') ? `ل${bare}` : clitic + bare,
  );
}

/**
 * The Arabic terms the `arabic` configuration may stem: those whose stem keeps four letters. Its
 * stemmer cuts short words down to a three-letter root that other words share ('عمله' currency
 * and 'العمل' work are both 'عمل', 'رحله' trip becomes 'رحل' left, 'الشعر' hair and 'شعرت' I
 * felt are both 'شعر'), so those are matched word for word, with their attached letters.
 */
async function stemmableArabic(db: Db | Tx, concepts: Concept[]): Promise<ReadonlySet<string>> {
  const terms = [
    ...new Set(
      concepts.flatMap((concept) =>
        concept.terms.filter((term) => isArabicWord(term) && !lexicon.unstemmed.has(term)),
      ),
    ),
  ];
  if (!terms.length) return new Set();
  const rows = rowsOf<{ term: string; stem: string | null }>(
    await db.execute(sql`
      select t.term, (select max(lexeme) from unnest(to_tsvector('arabic', t.term))) as stem
      from unnest(${textArray(terms)}) as t(term)`),
  );
  return new Set(rows.filter((row) => row.stem && row.stem.length >= 4).map((row) => row.term));
}

/** Whether a document (or only its title, weight A) contains one of the concept's terms. */
function matchOf(concept: Concept, titleOnly: boolean, stemmable: ReadonlySet<string>): SQL {
  const all = concept.terms;
  // 'what time', 'at sea', 'في البحر': phrases with a stop word, which the english and arabic
  // configurations would reduce to one common word; they match only word for word (simple).
  const hasStopword = (term: string) => wordsOf(term).some((word) => lexicon.stopwords.has(word));
  const specific = all.filter((term) => !hasStopword(term));
  const terms = specific.length ? specific : all;
  const exact = all.filter((term) => hasStopword(term) && term.includes(' '));
  const latin = terms.filter((term) => !isArabicWord(term) && !lexicon.unstemmed.has(term));
  const arabic = terms.filter((term) => isArabicWord(term) && stemmable.has(term));
  const field = (column: string) =>
    titleOnly ? sql.raw(`ts_filter(d.${column}, '{a}')`) : sql.raw(`d.${column}`);
  const tests: SQL[] = [];
  if (latin.length) tests.push(sql`${field('doc_en')} @@ websearch_to_tsquery('english', ${anyOf(latin)})`);
  if (arabic.length) tests.push(sql`${field('doc_ar')} @@ websearch_to_tsquery('arabic', ${anyOf(arabic)})`);
  const simple = [
    ...new Set([...terms, ...exact].flatMap((term) => (isArabicWord(term) ? arabicForms(term) : [term]))),
  ];
  tests.push(sql`${field('doc_simple')} @@ websearch_to_tsquery('simple', ${anyOf(simple)})`);
  return sql`(${sql.join(tests, sql` or `)})`;
}

type Row = {
  kind: SourceKind;
  ref_id: number;
  title: string;
  title_ar: string | null;
  keywords: string;
  body: string;
  body_ar: string | null;
  updated_at: string | Date;
  hits: boolean[] | string;
  title_hits: boolean[] | string;
  own_title_hits: boolean[] | string;
  name_sim: number;
  total: number;
};

/** postgres.js returns boolean arrays; PGlite too, but an older driver may give '{t,f}'. */
const bools = (value: boolean[] | string): boolean[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/[{}]/g, '')
        .split(',')
        .map((item) => item === 't');

/**
 * One ranked search over everything the ship knows (knowledge topics, staff corrections,
 * restaurants, spa, activities, deck venues, ports, excursions, active promotions) in English or
 * Arabic: full text in the `english`, `arabic` and `simple` configurations, pg_trgm for names and
 * misspellings, the lexicon's synonyms. A record scores by the share of the question's ideas it
 * covers, each weighted by how rare it is among all records, plus bonuses for ideas in its title,
 * for a name the question uses, and for an answer over a place. Of two topics answering the same
 * question only the newer is served (withNewestAnswers). Staff corrections are left to `findCorrection` (served only for
 * their own question). Server-side only.
 */
export async function searchShip(
  db: Db | Tx,
  text: string,
  options: { limit?: number; kinds?: SourceKind[] } = {},
): Promise<SearchResult> {
  const { normalised, concepts } = await conceptsOfQuestion(db, text);
  const ideas = concepts.filter((concept) => !concept.weak).length;
  // Only stop words ('what is it?'): nothing to look for.
  if (!normalised.trim() || concepts.length === 0) return { hits: [], ideas, normalised };
  const stemmable = await stemmableArabic(db, concepts);
  const matches = concepts.map((concept) => matchOf(concept, false, stemmable));
  const titleMatches = concepts.map((concept) => matchOf(concept, true, stemmable));
  const ownTitleMatches = concepts.map((concept) =>
    matchOf({ ...concept, terms: [concept.words] }, true, stemmable),
  );
  // An English name written in Arabic letters ('ذا فيش ماركت') names the record as well.
  const skeleton = /[\u0600-\u06FF]/.test(text) ? arabicSkeleton(text) : '';
  const title = nameSkeletonSql(sql`d.title`);
  const spelled = skeleton
    ? sql`(case when length(replace(${title}, ' ', '')) >= ${MIN_SKELETON}
        and word_similarity(${title}, ${skeleton}) >= ${SKELETON_SIMILARITY} then 1 else 0 end)`
    : sql`0`;
  const nameSim = sql`(case when d.kind in (${entityKinds}) then greatest(
      word_similarity(search_normalize(d.title), ${normalised}),
      coalesce(word_similarity(search_normalize(d.title_ar), ${normalised}), 0), ${spelled}) else 0 end)`;
  const anyMatch = matches.length ? sql.join(matches, sql` or `) : sql`false`;
  const matchedCount = matches.length
    ? sql.join(
        matches.map((match) => sql`${match}::int`),
        sql` + `,
      )
    : sql`0`;
  const kinds = options.kinds ?? [...ENTITY_KINDS, 'knowledge'];
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select d.kind, d.ref_id, d.title, d.title_ar, d.keywords, d.body, d.body_ar,
        d.source_updated_at as updated_at,
        array[${matches.length ? sql.join(matches, sql`, `) : sql``}]::boolean[] as hits,
        array[${titleMatches.length ? sql.join(titleMatches, sql`, `) : sql``}]::boolean[] as title_hits,
        array[${ownTitleMatches.length ? sql.join(ownTitleMatches, sql`, `) : sql``}]::boolean[] as own_title_hits,
        ${nameSim} as name_sim,
        (select count(*) from search_documents)::int as total
      from search_documents d
      where d.kind in (${sql.raw(kinds.map((kind) => `'${kind}'`).join(', '))})
        and (${anyMatch} or ${nameSim} >= ${NAMED_SIMILARITY})
      order by ${matchedCount} desc, ${nameSim} desc
      limit ${MAX_CANDIDATES}`),
  );
  if (!rows.length) return { hits: [], ideas, normalised };
  const total = Number(rows[0]?.total ?? rows.length);
  const hitLists = rows.map((row) => bools(row.hits));
  const titleLists = rows.map((row) => bools(row.title_hits));
  const ownTitleLists = rows.map((row) => bools(row.own_title_hits));
  const weights = concepts.map((concept, index) => {
    const df = hitLists.filter((hits) => hits[index]).length;
    // A word no record has ('lifeboats', 'captain') is the rarest idea: the ship may not know the answer.
    const idf = df === 0 ? UNKNOWN_WEIGHT * Math.log(1 + total) : Math.log(1 + total / (1 + df));
    return idf * (concept.weak ? WEAK_WEIGHT : 1);
  });
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0) || 1;
  const hits = rows.map((row, at): SearchHit => {
    const covered = weights.reduce((sum, weight, index) => sum + (hitLists[at]?.[index] ? weight : 0), 0);
    const inTitle = weights.reduce((sum, weight, index) => sum + (titleLists[at]?.[index] ? weight : 0), 0);
    const ownInTitle = weights.reduce(
      (sum, weight, index) => sum + (ownTitleLists[at]?.[index] ? weight : 0),
      0,
    );
    const sim = Number(row.name_sim);
    // 'The milkshake place by the Water Park': a name that only says where the thing asked about is.
    const named = sim >= NAMED_SIMILARITY && !namesAsLandmark(normalised, [row.title, row.title_ar]);
    const coverage = Math.min(1, (covered + TITLE_BONUS * inTitle) / weightSum);
    return {
      kind: row.kind,
      id: Number(row.ref_id),
      title: row.title,
      titleAr: row.title_ar,
      body: row.body,
      bodyAr: row.body_ar,
      coverage: round(coverage),
      score: round(
        (covered + TITLE_BONUS * inTitle + OWN_TITLE_BONUS * ownInTitle) / weightSum +
          (named ? NAME_BONUS * sim : 0) +
          (KIND_PRIOR[row.kind] ?? 0),
      ),
      named,
      matched: concepts.filter((concept, index) => !concept.weak && hitLists[at]?.[index]).length,
      missing: concepts.filter((concept, index) => !concept.weak && !hitLists[at]?.[index]).map(conceptKey),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  });
  hits.sort((a, b) => b.score - a.score || b.updatedAt.localeCompare(a.updatedAt));
  const newest = await withNewestAnswers(db, hits.slice(0, (options.limit ?? DEFAULT_LIMIT) * 2));
  return { hits: newest.slice(0, options.limit ?? DEFAULT_LIMIT), ideas, normalised };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

type TopicRow = {
  ref_id: number;
  title: string;
  title_ar: string | null;
  body: string;
  body_ar: string | null;
  updated_at: string | Date;
};

/**
 * The newest source wins a contradiction (issue 9, points 1 and 9): every knowledge topic among
 * the hits that another, more recently updated topic supersedes (it answers the same question:
 * answersSameQuestion) gives its place to that topic, with the score it earned; so any wording
 * that reaches either topic gets the newer answer. Both topics stay in the knowledge base for staff.
 */
async function withNewestAnswers(db: Db | Tx, hits: SearchHit[]): Promise<SearchHit[]> {
  if (!hits.some((hit) => hit.kind === 'knowledge')) return hits;
  const topics = rowsOf<TopicRow>(
    await db.execute(sql`
      select ref_id, title, title_ar, body, body_ar, source_updated_at as updated_at
      from search_documents where kind = 'knowledge'`),
  ).map((row) => ({
    id: Number(row.ref_id),
    text: { question: row.title, questionAr: row.title_ar, answer: row.body, answerAr: row.body_ar },
    row,
    updatedAt: new Date(row.updated_at).toISOString(),
  }));
  const newer = (a: (typeof topics)[number], b: (typeof topics)[number]) =>
    a.updatedAt > b.updatedAt || (a.updatedAt === b.updatedAt && a.id > b.id);
  const seen = new Set<number>();
  const result: SearchHit[] = [];
  for (const hit of hits) {
    if (hit.kind !== 'knowledge') {
      result.push(hit);
      continue;
    }
    const own = topics.find((topic) => topic.id === hit.id);
    const winner = own
      ? topics
          .filter((topic) => topic === own || answersSameQuestion(own.text, topic.text))
          .reduce((best, topic) => (newer(topic, best) ? topic : best), own)
      : undefined;
    if (!winner || winner === own) {
      if (!seen.has(hit.id)) result.push(hit);
      seen.add(hit.id);
      continue;
    }
    if (seen.has(winner.id)) continue;
    seen.add(winner.id);
    result.push({
      ...hit,
      id: winner.id,
      title: winner.row.title,
      titleAr: winner.row.title_ar,
      body: winner.row.body,
      bodyAr: winner.row.body_ar,
      updatedAt: winner.updatedAt,
    });
  }
  return result;
}

/**
 * The places, services, ports, excursions and offers a text names (by pg_trgm word similarity of
 * their English or Arabic name): 'kind:id' → the name as written in the record.
 */
export async function namedEntities(db: Db | Tx, text: string): Promise<Map<string, string>> {
  const normalised = await normalise(db, text);
  if (!normalised.trim()) return new Map();
  const rows = rowsOf<{ kind: string; ref_id: number; title: string; title_ar: string | null }>(
    await db.execute(sql`
      select kind, ref_id, title, title_ar from search_documents
      where kind in (${entityKinds})
        and greatest(word_similarity(search_normalize(title), ${normalised}),
          coalesce(word_similarity(search_normalize(title_ar), ${normalised}), 0)) >= ${NAMED_SIMILARITY}`),
  );
  return new Map(
    rows.map((row) => [`${row.kind}:${row.ref_id}`, `${row.title} ${row.title_ar ?? ''}`.trim()]),
  );
}

/** The names of every place, service, port, excursion and offer the ship's search knows, in English and Arabic. */
export async function entityNames(db: Db | Tx): Promise<string[]> {
  const rows = rowsOf<{ title: string; title_ar: string | null }>(
    await db.execute(
      sql`select distinct title, title_ar from search_documents where kind in (${entityKinds})`,
    ),
  );
  return [...new Set(rows.flatMap((row) => (row.title_ar ? [row.title, row.title_ar] : [row.title])))];
}

/**
 * Every place, service, port and excursion of the ship that has both an English and an Arabic
 * name, each pair once: what a reply can name in the guest's language when it quotes a record it
 * cannot translate (placesNamedIn).
 */
export async function shipPlaceNames(db: Db | Tx): Promise<PlaceName[]> {
  const rows = rowsOf<{ title: string; title_ar: string }>(
    await db.execute(sql`
      select distinct title, title_ar from search_documents
      where kind in (${entityKinds}) and kind <> 'promotion' and coalesce(title_ar, '') <> ''`),
  );
  return rows.map((row) => ({ name: row.title, nameAr: row.title_ar }));
}
