import { type Concept, conceptsOf, foldText, wordsOf } from '../../domains/search/lexicon.ts';
import type { SearchHitInfo, SearchToolResult } from '../tools/types.ts';
import { ATTRIBUTE_GROUPS } from './answer-coverage.ts';

/**
 * A question about a thing none of the ship's records holds (issue 9): 'is there parking at the
 * Jeddah port?', 'في مكتبة عالسفينة؟'. The nearest record (the Jeddah port call, the shore
 * excursions desk) shares a side word and is no answer; the concierge says it does not know.
 */

const groupOf = (word: string) => conceptsOf(wordsOf(foldText(word)))[0]?.group;

/**
 * Ideas that say when, where, for whom or how a thing is asked about, not what: a question about
 * a thing the ship has may still hold one no record repeats ('in the morning', 'for my kids').
 */
const CONTEXT_GROUPS: ReadonlySet<number> = new Set(
  [
    'morning',
    'evening',
    'first day',
    'staff',
    'activity',
    'advice',
    'ashore',
    'outdoor',
    'walk around',
    'keep',
    'alone',
    'couple',
    'valid',
    'carry',
    'vacate',
    'give back',
    'age',
    'cabin',
    'kids',
    'excursion',
    'class',
    // How a thing is paid ('in riyals'), like its price; the hour ('الساعه') a thing happens at.
    'money',
    'time zone',
  ]
    .map(groupOf)
    .filter((group): group is number => group !== undefined),
);

const isThing = (group: number) => !ATTRIBUTE_GROUPS.has(group) && !CONTEXT_GROUPS.has(group);

/**
 * A hit covering less of the question, or holding only one of its ideas, is about one word of it
 * ('car' in a jeep safari for 'is there parking at the Jeddah port?'), not about the question.
 */
const RELEVANT_COVERAGE = 0.45;

/**
 * The thing the question is about: its first idea that is not a when, where, for whom or an
 * attribute, as guests name the thing first ('parking' in 'is there parking at the Jeddah port?',
 * 'مكتبه' in 'في مكتبه فيها كتب؟'); side things later in the question do not count. Undefined when
 * that idea is a word the lexicon does not know ('can I bring a travel kettle for tea?': the
 * kettle, not the tea, is asked about, and an unknown word may be a turn of phrase).
 */
function headThing(search: SearchToolResult): Concept | undefined {
  const head = conceptsOf(wordsOf(foldText(search.normalised ?? search.query))).find(
    (concept) => !concept.weak && (concept.group === undefined || isThing(concept.group)),
  );
  return head?.group === undefined ? undefined : head;
}

const keyOf = (concept: Concept) => `g:${concept.group}`;

/** A knowledge topic covering this much of the question is about it, whatever words it uses for the thing. */
const TOPIC_COVERAGE = 0.6;

/**
 * The lexicon's key ('g:<group>') of the thing the question asks about when none of the hits
 * about the question holds it (a question of one idea is left to the topic's own list); undefined
 * when some record holds it, or a topic covers the question well.
 */
export function unheardThing(search: SearchToolResult): string | undefined {
  if (search.ideas < 2 || search.hits.length === 0) return undefined;
  const head = headThing(search);
  if (!head) return undefined;
  const isTopic = (hit: SearchHitInfo) => hit.kind === 'knowledge' || hit.kind === 'correction';
  if (search.hits.some((hit) => isTopic(hit) && hit.coverage >= TOPIC_COVERAGE)) return undefined;
  const best = Math.max(...search.hits.map((hit) => hit.matched));
  const about = search.hits.filter(
    (hit) => hit.coverage >= RELEVANT_COVERAGE && hit.matched >= Math.min(2, best),
  );
  // No hit about the question ('ايش المطعم اللي تقييمه اعلى؟', which restaurant is rated best): any hit may hold the thing.
  const relevant = about.length ? about : search.hits;
  const key = keyOf(head);
  return relevant.every((hit) => hit.missing.includes(key)) ? key : undefined;
}

const nameWords = (hit: SearchHitInfo) => new Set(wordsOf(foldText(`${hit.title} ${hit.titleAr ?? ''}`)));

/**
 * A place, offer or port that lacks the thing the question asks about ('is there parking at the
 * Jeddah port?' and the Jeddah port call, 'the weather in Sharm' and the Sharm call): it shares the
 * question's other words but does not answer it. A thing its own name says is not missing.
 */
export function missesAskedThing(hit: SearchHitInfo, search: SearchToolResult): boolean {
  if (hit.kind === 'knowledge' || hit.kind === 'correction') return false;
  const head = headThing(search);
  if (!head || !hit.missing.includes(keyOf(head))) return false;
  const names = nameWords(hit);
  return !head.words.split(' ').every((word) => names.has(word));
}
