import { foldText, isArabicWord, lexicon, lookupForm, wordsOf } from '../search/lexicon.ts';

/** The shortest word that can stand for a whole name ('Nakheel' for the Nakheel Lounge). */
const MIN_HEAD_WORD = 4;

/**
 * The word a guest shortens a name to: its first word of four letters or more that is neither a
 * stop word nor a word of the ship's lexicon ('Nakheel' of 'Nakheel Lounge', 'Petra' of 'Petra
 * Grand Tour'; none for 'Launderette, Deck 9').
 */
export function headWord(name: string): string | undefined {
  return wordsOf(foldText(name)).find(
    (word) =>
      word.length >= MIN_HEAD_WORD &&
      !/\d/.test(word) &&
      !isArabicWord(word) &&
      !lexicon.stopwords.has(word) &&
      !lexicon.phrases.has(lookupForm(word)),
  );
}

/**
 * The named places a question uses by their head word alone ('til when is the Nakheel open?'
 * names the Nakheel Lounge), among `names` ('kind:id' → name): those whose head word the question
 * has and that no other of the ship's names shares (`allNames`: 'Amwaj' is two restaurants).
 */
export function namedByHeadWord(
  question: string,
  names: ReadonlyMap<string, string>,
  allNames: readonly string[],
): Map<string, string> {
  const asked = new Set(wordsOf(foldText(question)));
  const result = new Map<string, string>();
  for (const [key, name] of names) {
    const head = headWord(name);
    if (!head || !asked.has(head)) continue;
    const english = foldText(name.replace(/[\u0600-\u06FF].*$/, '').trim());
    const others = allNames.filter(
      (other) => foldText(other) !== english && wordsOf(foldText(other)).includes(head),
    );
    if (others.length === 0) result.set(key, name);
  }
  return result;
}
