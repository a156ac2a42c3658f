import { foldText, isArabicWord, lookupForm, wordsOf } from './lexicon.ts';

/** A place, service, port or excursion of the ship by both of its names. */
export type PlaceName = { name: string; nameAr: string };

/**
 * An Arabic name of one word shorter than this is a common word too often ('إرث' is heritage);
 * such names are not read out of running text.
 */
const MIN_ARABIC_SINGLE_WORD = 4;

type Span = { place: PlaceName; start: number; end: number };

/** Where a name's words stand in the text's words, if they do (several words: by lookup form). */
function spanOf(
  words: readonly string[],
  forms: readonly string[],
  name: string,
): [number, number] | undefined {
  const own = wordsOf(foldText(name));
  if (own.length === 0) return undefined;
  if (own.length === 1) {
    const [word = ''] = own;
    if (isArabicWord(word) && word.length < MIN_ARABIC_SINGLE_WORD) return undefined;
    // One word is matched as written: 'الخزامى' (lavender) is not Khuzama.
    const at = words.indexOf(word);
    return at === -1 ? undefined : [at, at + 1];
  }
  // 'سوق مرسى' is Souq Al Marsa ('سوق المرسى'): the article and attached particles do not count.
  const wanted = own.map(lookupForm);
  for (let start = 0; start + wanted.length <= forms.length; start += 1) {
    if (wanted.every((form, offset) => forms[start + offset] === form)) return [start, start + wanted.length];
  }
  return undefined;
}

/**
 * The ship's places a text names, in either language, in the order the text names them, each
 * once; a name inside a longer one it also names ('Serenity Suite' of 'Serenity Suite Couples
 * Retreat') is left out. What a reply in the other language can carry over exactly from a record
 * it cannot translate (issue 9, point 6).
 */
export function placesNamedIn(text: string, places: readonly PlaceName[]): PlaceName[] {
  const words = wordsOf(foldText(text));
  const forms = words.map(lookupForm);
  const spans: Span[] = [];
  for (const place of places) {
    const span = spanOf(words, forms, place.name) ?? spanOf(words, forms, place.nameAr);
    if (span) spans.push({ place, start: span[0], end: span[1] });
  }
  const inside = (a: Span, b: Span) =>
    a !== b && b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start;
  const kept = spans.filter((span) => !spans.some((other) => inside(span, other)));
  kept.sort((a, b) => a.start - b.start);
  const seen = new Set<string>();
  return kept
    .filter((span) => !seen.has(span.place.name) && seen.add(span.place.name))
    .map((span) => span.place);
}
