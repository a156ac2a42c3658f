import { aiLearnings, and, type Db, desc, isNotNull, ne, type Tx } from '@marsa/db';
import { isArabic } from '@marsa/i18n';
import { conceptsOf, foldText, ideaKeys, jaccard, wordsOf } from '../search/lexicon.ts';
import { conceptsOfQuestion, entityNames, namedEntities } from '../search/service.ts';
import { namedByHeadWord } from './head-name.ts';
import { normalizeQuestion } from './normalize.ts';
import { askedFact, meaningOf, meansTheSame } from './question-meaning.ts';

/**
 * Share of ideas two questions must have in common (Jaccard over the lexicon's ideas, so 'open
 * until when' and 'close', or 'متى تقفل' and 'what time … close', are one idea), besides the
 * names they use, for a staff correction to apply.
 */
export const CORRECTION_SIMILARITY = 0.6;
/** The corrected learnings compared with a question: the most recently corrected ones. */
const CANDIDATES = 200;

/** The correction the concierge repeats: never the original guest's question. */
export type Correction = { learningId: number; topic: string; answer: string };

/**
 * A question that leans on an earlier message ('and what time does it close?', 'how much is that
 * one?', 'وماذا عن…'): without the conversation nobody can tell what it is about.
 */
export const refersBack = (question: string): boolean => leansBack(question);

/** Egyptian 'هو في كازينو؟' (is there a casino?): 'هو' opens the question, it points at nothing. */
const EGYPTIAN_QUESTION_OPENER = /^(هو|هي) (?=(في|فيه|فيها|عندكو|عندكم|ينفع|ممكن|مسموح) )/;

/** Same as refersBack: the name the planner uses. */
export const leansBack = (question: string): boolean => {
  const text = normalizeQuestion(question)
    .replace(/\b(is|are) there\b/g, '')
    .replace(EGYPTIAN_QUESTION_OPENER, '');
  return (
    /\b(it|its|they|them|their|that one|this one|the same|that place|there)\b/.test(text) ||
    /^(and|what about|how about|also)\b/.test(text) ||
    /^(و|وماذا|وكم|ومتي|واين|وهل)/.test(text) ||
    /(^| )(هو|هي|ذلك|تلك|هناك)( |$)/.test(text)
  );
};

/** 'What time do they kick everyone out of the Nakheel Lounge?': with the place named, 'they' is the staff. */
const IMPERSONAL = /\b(?:they|them|their)\b/gi;

/**
 * A question's ideas without the figures a guest typed (a passport, cabin or booking number): they
 * say who asked, not what was asked, so they never decide whether two questions mean the same.
 */
const withoutFigures = (ideas: Set<string>) => new Set([...ideas].filter((idea) => !/^w:.*\d/.test(idea)));

const sameKeys = (a: Map<string, string>, b: Map<string, string>) =>
  a.size === b.size && [...a.keys()].every((key) => b.has(key));

/**
 * The staff correction that answers this question, if any (issue 9, point 4): a corrected
 * learning whose question means the same, in either language: it names exactly the same places,
 * services, ports, excursions and offers, and it normalises to the same text, shares at least
 * CORRECTION_SIMILARITY of its other ideas, or asks the same kind of fact about the same subject
 * (meansTheSame: 'how late is the Nakheel Lounge open?' for 'what time does it close?', 'can I
 * gamble?' for 'is there a casino?'; never 'where is the Nakheel Lounge?'). A question that leans on an earlier message, on
 * either side, never matches: what it is about is unknown. The closest, then the most recently
 * corrected, wins. Server-side only (the concierge, before generating).
 */
export async function findCorrection(db: Db | Tx, text: string): Promise<Correction | undefined> {
  const names = await namedEntities(db, text);
  if (refersBack(text) && (names.size === 0 || refersBack(text.replace(IMPERSONAL, ' ')))) return undefined;
  const candidates = await db
    .select({
      learningId: aiLearnings.id,
      query: aiLearnings.query,
      topic: aiLearnings.topic,
      answer: aiLearnings.adminCorrection,
    })
    .from(aiLearnings)
    .where(and(isNotNull(aiLearnings.adminCorrection), ne(aiLearnings.adminCorrection, '')))
    .orderBy(desc(aiLearnings.updatedAt))
    .limit(CANDIDATES);
  const usable = candidates.filter((row) => row.answer?.trim() && !refersBack(row.query));
  if (!usable.length) return undefined;
  const wanted = normalizeQuestion(text);
  const { concepts } = await conceptsOfQuestion(db, text);
  const mine = withoutFigures(ideaKeys(concepts, names.values()));
  const meaning = meaningOf(text, concepts, names.values());
  // The words of the places the guest names: a corrected question about them must use one.
  const nameWords = new Set(
    [...names.values()].flatMap((name) => wordsOf(foldText(name)).filter((word) => word.length > 3)),
  );
  let best: { row: (typeof usable)[number]; similarity: number } | undefined;
  let allNames: string[] | undefined;
  for (const row of usable) {
    const exact = normalizeQuestion(row.query) === wanted;
    // A cheap look first (the lexicon alone); the names only for questions that could match.
    const theirConcepts = conceptsOf(wordsOf(foldText(row.query)));
    const rough = jaccard(mine, withoutFigures(ideaKeys(theirConcepts, [])));
    const sharesName = wordsOf(foldText(row.query)).some((word) => nameWords.has(word));
    if (!exact && rough === 0 && !sharesName) continue;
    const theirNames = await namedEntities(db, row.query);
    // 'til when is the Nakheel open?': the corrected question's place, by the one word of its name.
    let byHead: Map<string, string> | undefined;
    if (names.size === 0 && theirNames.size > 0) {
      allNames ??= await entityNames(db);
      byHead = namedByHeadWord(text, theirNames, allNames);
    }
    const guestNames = byHead?.size ? byHead : names;
    if (!sameKeys(guestNames, theirNames)) continue;
    const guestIdeas = byHead?.size ? withoutFigures(ideaKeys(concepts, byHead.values())) : mine;
    const guestMeaning = byHead?.size ? meaningOf(text, concepts, byHead.values()) : meaning;
    const overlap = exact
      ? 1
      : jaccard(guestIdeas, withoutFigures(ideaKeys(theirConcepts, theirNames.values())));
    // The same question in other words: the same places and the same kind of fact, or, about no
    // place, the same subject (question-meaning.ts); or most of the same ideas.
    const same = meansTheSame(
      guestMeaning,
      meaningOf(row.query, theirConcepts, theirNames.values()),
      guestNames.size > 0,
    );
    const theirFact = askedFact(row.query);
    // About a named place, another kind of fact is another question ('where is it?' vs 'when does it close?').
    const otherFact =
      guestNames.size > 0 && guestMeaning.fact && theirFact && guestMeaning.fact !== theirFact;
    if (otherFact || (overlap < CORRECTION_SIMILARITY && !same)) continue;
    // Of two corrections of the same question, the one asked in the guest's language answers in it.
    const similarity =
      Math.max(overlap, same ? CORRECTION_SIMILARITY : 0) +
      (isArabic(row.query) === isArabic(text) ? 0.01 : 0);
    if (similarity > (best?.similarity ?? 0)) best = { row, similarity };
  }
  if (!best?.row.answer) return undefined;
  return { learningId: best.row.learningId, topic: best.row.topic, answer: best.row.answer };
}
