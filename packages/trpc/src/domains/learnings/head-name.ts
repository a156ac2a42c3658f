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
 * The words of an Arabic name a guest keeps when they call the place by another word for its kind
 * ('لاونج النخيل', 'النخيل' for 'صالة النخيل'): by lookup form, each of four letters or more,
 * neither a stop word nor a word of the ship's lexicon, and in no other of the ship's names.
 */
function arabicHeadWords(arabic: string, allNames: readonly string[]): string[] {
  const own = foldText(arabic);
  const others = allNames
    .map(foldText)
    .filter((other) => other !== own)
    .map((other) => new Set(wordsOf(other).map(lookupForm)));
  return wordsOf(own)
    .map(lookupForm)
    .filter(
      (form) =>
        form.length >= MIN_HEAD_WORD &&
        !lexicon.stopwords.has(form) &&
        !lexicon.phrases.has(form) &&
        !others.some((words) => words.has(form)),
    );
}

/**
 * The named places a question uses by their head word alone ('til when is the Nakheel open?'
 * names the Nakheel Lounge; 'لاونج النخيل' names صالة النخيل), among `names` ('kind:id' → its
 * English and Arabic name): those whose head word the question has and that no other of the
 * ship's names shares (`allNames`, in either language: 'Amwaj' is two restaurants).
 */
export function namedByHeadWord(
  question: string,
  names: ReadonlyMap<string, string>,
  allNames: readonly string[],
): Map<string, string> {
  const words = wordsOf(foldText(question));
  const asked = new Set(words);
  const askedForms = new Set(words.filter(isArabicWord).map(lookupForm));
  const result = new Map<string, string>();
  for (const [key, name] of names) {
    const english = foldText(name.replace(/[\u0600-\u06FF].*$/, '').trim());
    const arabic = /[\u0600-\u06FF].*$/.exec(name)?.[0] ?? '';
    const head = headWord(name);
    const byEnglish =
      head !== undefined &&
      asked.has(head) &&
      !allNames.some((other) => foldText(other) !== english && wordsOf(foldText(other)).includes(head));
    const byArabic = arabic !== '' && arabicHeadWords(arabic, allNames).some((form) => askedForms.has(form));
    if (byEnglish || byArabic) result.set(key, name);
  }
  return result;
}
