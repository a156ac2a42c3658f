import type { SourceKind } from '@marsa/db/constants';
import { conceptsOf, foldText, lexicon, wordsOf } from '../../domains/search/lexicon.ts';
import type { SearchHitInfo, ToolResults } from '../tools/types.ts';

/**
 * A question that names one place or offer and asks a field its record has ('the dress code at
 * The Fish Market', 'when does Khuzama open', 'which deck is La Tavola on', 'how much is the
 * hammam'): the record's own field answers it, before a general FAQ that only mentions it.
 */

export type EntityField = 'dress' | 'hours' | 'deck' | 'price' | 'contact';

const FIELD_WORDS: [EntityField, string][] = [
  ['dress', 'dress code'],
  ['hours', 'hours'],
  ['deck', 'deck'],
  ['deck', 'map'],
  ['price', 'price'],
  // 'كم رقم تحويلة نادي الأطفال؟': a place's phone extension.
  ['contact', 'extension'],
];
const FIELD_GROUPS = new Map(
  FIELD_WORDS.flatMap(([field, word]) => {
    const group = lexicon.phrases.get(word);
    return group === undefined ? [] : [[group, field] as const];
  }),
);

/** The field a question asks, by the lexicon's idea of it (in English and Arabic). */
export function askedField(question: string): EntityField | undefined {
  for (const idea of conceptsOf(wordsOf(foldText(question)))) {
    const field = idea.group === undefined ? undefined : FIELD_GROUPS.get(idea.group);
    if (field) return field;
  }
  return undefined;
}

/** Whether the record of a hit has the field, read from its list tool's result. */
export function recordHasField(
  hit: Pick<SearchHitInfo, 'kind' | 'id'>,
  field: EntityField,
  results: Partial<ToolResults>,
): boolean {
  const byId = <T extends { id: number }>(items: T[] | undefined) =>
    items?.find((item) => item.id === hit.id);
  switch (hit.kind) {
    case 'restaurant': {
      const r = byId(results.restaurants?.restaurants);
      if (!r) return false;
      return field === 'dress' ? Boolean(r.dressCode) : field !== 'price' && field !== 'contact';
    }
    case 'venue': {
      const v = byId(results.venues?.venues);
      if (!v) return false;
      return (
        field === 'deck' ||
        (field === 'hours' && Boolean(v.operatingHours)) ||
        (field === 'contact' && Boolean(v.contactInfo))
      );
    }
    case 'spa': {
      const s = byId(results.spaServices?.services);
      if (!s) return false;
      return field === 'hours' || (field === 'price' && s.priceUSD !== null);
    }
    case 'activity':
      return Boolean(byId(results.activities?.activities)) && (field === 'hours' || field === 'deck');
    case 'excursion':
      return Boolean(byId(results.shoreExcursions?.excursions)) && (field === 'hours' || field === 'price');
    case 'promotion': {
      const p = byId(results.promotions?.promotions);
      return Boolean(p) && field === 'price' && p?.promotionalPriceUSD !== null;
    }
    default:
      return false;
  }
}

const ENTITY: ReadonlySet<SourceKind> = new Set([
  'restaurant',
  'venue',
  'spa',
  'activity',
  'excursion',
  'promotion',
]);

/**
 * The named place or offer whose field answers the question, unless a knowledge topic about that
 * very place (its question names it: 'What are the spa opening hours?') ranks above it.
 */
export function entityForField(
  question: string,
  hits: readonly SearchHitInfo[],
): { hit: SearchHitInfo; field: EntityField } | undefined {
  const field = askedField(question);
  if (!field) return undefined;
  // Only a deck venue lists a phone extension.
  const at = hits.findIndex(
    (hit) => hit.named && (field === 'contact' ? hit.kind === 'venue' : ENTITY.has(hit.kind)),
  );
  const hit = hits[at];
  if (!hit) return undefined;
  const name = wordsOf(foldText(`${hit.title} ${hit.titleAr ?? ''}`));
  const aboutIt = hits
    .slice(0, at)
    .some(
      (other) =>
        (other.kind === 'knowledge' || other.kind === 'correction') &&
        wordsOf(foldText(`${other.title} ${other.titleAr ?? ''}`)).some(
          (word) => word.length > 2 && !lexicon.stopwords.has(word) && name.includes(word),
        ),
    );
  return aboutIt ? undefined : { hit, field };
}
