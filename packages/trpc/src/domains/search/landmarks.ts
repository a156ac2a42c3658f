import { foldText, lexicon, lookupForm, wordsOf } from './lexicon.ts';

/**
 * Words that place one thing by another: 'the milkshake place by the Water Park', 'the bar next to
 * the pool', 'بار العصاير اللي جنب البسين'. What follows them is where the thing is, not the thing.
 */
const BY = new Set([
  'by',
  'beside',
  'near',
  'behind',
  'opposite',
  'next',
  'across',
  'جنب',
  'بجنب',
  'جمب',
  'بجانب',
  'جانب',
  'جوار',
  'بجوار',
  'قرب',
  'بقرب',
  'ورا',
  'مقابل',
]);
/** Words between the placing word and the name: 'next to the', 'close to', 'right by the'. */
const BETWEEN = new Set(['to', 'the', 'from', 'of', 'a', 'من']);

/** Whether each place a name's first word stands in the question comes right after a placing word; undefined when it is not there. */
function placedBy(words: readonly string[], name: string): boolean | undefined {
  const forms = words.map(lookupForm);
  const [first] = wordsOf(foldText(name)).map(lookupForm);
  const at = first ? forms.flatMap((form, index) => (form === first ? [index] : [])) : [];
  if (at.length === 0) return undefined;
  return at.every((index) => {
    let before = index - 1;
    while (before >= 0 && BETWEEN.has(words[before] ?? '')) before -= 1;
    if (!BY.has(words[before] ?? '')) return false;
    // 'what's near the Water Park?' asks about the landmark's surroundings: nothing is named before.
    return words
      .slice(0, before)
      .some((word) => !lexicon.stopwords.has(word) && !lexicon.weak.has(lookupForm(word)) && word.length > 2);
  });
}

/**
 * Whether the question uses a place's name only to say where the thing it asks about is ('the
 * milkshake place by the Water Park' names the Water Park as a landmark): wherever its English or
 * Arabic name stands, right after a placing word, with something the guest asks about before it.
 */
export function namesAsLandmark(question: string, names: readonly (string | null)[]): boolean {
  const words = wordsOf(foldText(question));
  const found = names
    .flatMap((name) => (name ? [placedBy(words, name)] : []))
    .filter((at) => at !== undefined);
  return found.length > 0 && found.every(Boolean);
}
