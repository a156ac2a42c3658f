import { westernDigits } from '../../language/numbers.ts';
import { type AnsweredBy, withAnswerTerms } from './answered-by.ts';
import {
  type PlacedIdea,
  type Role,
  type Sense,
  type SenseAt,
  sensesHeld,
  withAgeIdeas,
  withRoles,
} from './idea-context.ts';
import lexiconData from './lexicon.json' with { type: 'json' };

const LETTER = '[\\u0621-\\u064A]';
/**
 * A word's final hamza after alef, which guests often leave out ('البترا' for 'البتراء', 'الاربعا',
 * 'صحرا'): folded away when three letters or more come before the alef once the letters Arabic
 * attaches in front are set aside, exactly as lookupForm() sets them aside (the longest of وال، فال،
 * بال، كال، لل، ال، و، ف، ب، ل). So every form of a word folds alike ('الميناء', 'ميناء' → 'مينا'),
 * and short words keep theirs ('عشاء', 'العشاء'; 'غداء' lunch never becomes 'غدا' tomorrow, nor
 * 'ماء' water 'ما'). search_normalize() of migration 0006 runs the same pattern.
 */
const FINAL_HAMZA = new RegExp(
  `(?<!${LETTER})((?:[وفبك]ال|(?![وفبك]ال)(?:لل|ال)|(?![وفبك]ال|لل|ال)[وفبل]|(?![وفبل]|ال))${LETTER}{3,})اء(?!${LETTER})`,
  'g',
);

/**
 * The text form search compares: the same folding as the SQL function `search_normalize()` of
 * migration 0006 (Arabic diacritics and tatweel dropped; alef forms, alef maqsura, ta marbuta,
 * hamza seats, a long word's final hamza and Arabic-Indic digits folded; accents removed; lower
 * case). Used for the lexicon's own entries and for matching the ship's names (match.ts); guest
 * text is normalised by the database (service.test.ts checks both agree).
 */
export function foldText(text: string): string {
  return westernDigits(text)
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/ؤ/g, 'و')
    .replace(/ئ/g, 'ي')
    .replace(FINAL_HAMZA, '$1ا')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A normalised text's words (letters and digits; apostrophes and hyphens split words). */
export const wordsOf = (normalised: string): string[] => normalised.match(/[\p{L}\p{N}]+/gu) ?? [];

const ARABIC = /[\u0621-\u064A]/;
export const isArabicWord = (word: string) => ARABIC.test(word);

/**
 * An Arabic word without the prefixes and suffixes guests attach (و، ف، ب، ل، ك، ال; pronoun
 * endings), for looking words up in the lexicon. Latin words lose a plural 's'.
 */
export function lookupForm(word: string): string {
  if (!isArabicWord(word))
    return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  let stem = word;
  const prefix = /^(وال|فال|بال|كال|لل|ال|و|ف|ب|ل)/.exec(stem)?.[0];
  if (prefix && stem.length - prefix.length >= 3) stem = stem.slice(prefix.length);
  const suffix = /(كم|هم|ها|نا|ك|ه|ي)$/.exec(stem)?.[0];
  if (suffix && stem.length - suffix.length >= 3) {
    stem = stem.slice(0, -suffix.length);
    // A ta marbuta before a suffix is written ت: قطتي → قطه.
    if (suffix !== 'ه' && stem.endsWith('ت')) stem = `${stem.slice(0, -1)}ه`;
  }
  return stem;
}

const phraseKey = (phrase: string) => wordsOf(foldText(phrase)).map(lookupForm).join(' ');
/** The phrase's words as written (folded): 'ولدي' (my son) must not be read as و + لدي (I have). */
const writtenKey = (phrase: string) => wordsOf(foldText(phrase)).join(' ');

export type Lexicon = {
  stopwords: ReadonlySet<string>;
  weak: ReadonlySet<string>;
  /** Lexicon phrase (lookup forms, space-separated) → its group's index. */
  phrases: ReadonlyMap<string, number>;
  /** Each group's terms, normalised. */
  groups: readonly (readonly string[])[];
  longestPhrase: number;
  /** Every single word of the lexicon, normalised: typo correction may land on them. */
  words: readonly string[];
  /** Chat shorthand and misspelt question words → the words they stand for ('hrs' → 'hours'). */
  spellings: ReadonlyMap<string, string[]>;
  /** Terms matched word for word: their stem is another word's ('parking' and 'park', 'مكتبه' library and 'مكتب' desk). */
  unstemmed: ReadonlySet<string>;
  /** Terms a record holds in another sense inside these longer phrases ('trainers' in 'personal trainers'). */
  notInside: ReadonlyMap<string, readonly string[]>;
  /** Words read in another sense beside another idea ('any tips' for the steward is a gratuity). */
  senses: readonly Sense[];
  /** Ideas that make others minor beside them (beside a gratuity, the steward and the cabin). */
  roles: readonly Role[];
  /** Ideas a record also answers with another group's words (a price by 'complimentary'). */
  answeredBy: AnsweredBy;
};

/**
 * The groups with the Arabic families joined in: a family whose first term is a term of a group
 * adds its words to that group; one whose first term no group has is a group of its own.
 */
export function withFamilies(
  groups: readonly (readonly string[])[],
  families: readonly (readonly string[])[],
): string[][] {
  const merged = groups.map((group) => group.map(foldText));
  for (const family of families) {
    const [anchor, ...words] = family.map(foldText);
    if (anchor === undefined) continue;
    const group = merged.find((terms) => terms.includes(anchor));
    if (group) group.push(...words.filter((word) => !group.includes(word)));
    else merged.push([anchor, ...words]);
  }
  return merged;
}

function buildLexicon(): Lexicon {
  const stopwords = new Set<string>();
  const arabic = lexiconData.arabic;
  for (const word of [...lexiconData.stopwords.en, ...lexiconData.stopwords.ar, ...arabic.stopwords]) {
    const folded = foldText(word);
    stopwords.add(folded);
    stopwords.add(lookupForm(folded));
  }
  const weak = new Set([...lexiconData.weak, ...arabic.weak].map((word) => lookupForm(foldText(word))));
  const phrases = new Map<string, number>();
  const groups = withFamilies(lexiconData.groups, arabic.families);
  let longestPhrase = 1;
  const words = new Set<string>();
  groups.forEach((group, index) => {
    for (const term of group) {
      for (const key of [writtenKey(term), phraseKey(term)]) {
        if (!key || phrases.has(key)) continue;
        phrases.set(key, index);
        longestPhrase = Math.max(longestPhrase, key.split(' ').length);
      }
      for (const word of wordsOf(term)) words.add(word);
    }
  });
  const spellings = new Map(
    Object.entries(lexiconData.spellings.en).map(([word, meant]) => [
      foldText(word),
      wordsOf(foldText(meant)),
    ]),
  );
  const unstemmed = new Set(lexiconData.unstemmed.terms.map(foldText));
  const notInside = new Map(
    Object.entries(lexiconData.notInside.terms).map(([term, phrases]) => [
      foldText(term),
      phrases.map(foldText),
    ]),
  );
  const groupOf = (term: string) => {
    const group = phrases.get(phraseKey(term)) ?? phrases.get(writtenKey(term));
    if (group === undefined) throw new Error(`lexicon.json: '${term}' is no term of a group`);
    return group;
  };
  const senses = lexiconData.senses.rules.flatMap((rule) =>
    rule.terms.map(
      (term): Sense => ({
        keys: new Set([writtenKey(term), phraseKey(term)]),
        size: wordsOf(foldText(term)).length,
        means: groupOf(rule.means),
        groups: new Set(rule.before.filter((next) => phrases.has(phraseKey(next))).map(groupOf)),
        words: new Set(
          rule.before
            .filter((next) => !phrases.has(phraseKey(next)))
            .flatMap((next) => [writtenKey(next), phraseKey(next)]),
        ),
      }),
    ),
  );
  const roles = lexiconData.roles.rules.map(
    (rule): Role => ({ anchors: new Set(rule.with.map(groupOf)), weakens: new Set(rule.weak.map(groupOf)) }),
  );
  const answeredBy = new Map(
    lexiconData.answeredBy.rules.map(
      (rule) =>
        [
          groupOf(rule.idea),
          { by: rule.by.map(groupOf), when: new Set(rule.when.map((word) => writtenKey(word))) },
        ] as const,
    ),
  );
  return {
    stopwords,
    weak,
    phrases,
    groups,
    longestPhrase,
    words: [...words],
    spellings,
    unstemmed,
    notInside,
    senses,
    roles,
    answeredBy,
  };
}

export const lexicon: Lexicon = buildLexicon();

/** The words with chat shorthand and misspelt question words read as meant ('spa hrs' → 'spa hours'). */
export const respell = (words: string[], lex: Lexicon = lexicon): string[] =>
  words.flatMap((word) => lex.spellings.get(word) ?? [word]);

const PARTICLES = new Set(['back', 'in', 'up', 'off', 'out', 'on', 'down', 'over']);
const OBJECT_SPAN = 3;

/**
 * A phrasal verb split by its object read whole ('give my pool towel back' → 'give back my pool
 * towel'), when the lexicon knows the verb with that particle ('give back', 'hand in', 'pick up').
 */
export function joinPhrasalVerbs(words: string[], lex: Lexicon = lexicon): string[] {
  const out = [...words];
  for (let at = 0; at < out.length; at++) {
    const verb = out[at] ?? '';
    for (let gap = 2; gap <= OBJECT_SPAN + 1 && at + gap < out.length; gap++) {
      const particle = out[at + gap] ?? '';
      if (!PARTICLES.has(particle) || !lex.phrases.has(`${verb} ${particle}`)) continue;
      out.splice(at + gap, 1);
      out.splice(at + 1, 0, particle);
      break;
    }
  }
  return out;
}

/** One idea of the question: the guest's words plus the lexicon's other words for it. */
export type Concept = { words: string; terms: string[]; weak: boolean; group?: number };

const NO_SENSES: ReadonlyMap<number, SenseAt> = new Map();

/**
 * The question's ideas, from its (already normalised and spell-corrected) words: phrases of the
 * lexicon become their whole group, stop words are dropped, weak words are marked. A word with
 * another sense beside the question's other ideas is read in that sense (idea-context.ts), and
 * ideas that only say whom or where beside another are weak.
 */
export function conceptsOf(words: string[], lex: Lexicon = lexicon): Concept[] {
  const forms = words.map(lookupForm);
  const plain = readIdeas(words, forms, lex, NO_SENSES);
  const senses = lex.senses.length ? sensesHeld(words, forms, plain, lex) : NO_SENSES;
  const concepts = (senses.size ? readIdeas(words, forms, lex, senses) : plain).map((idea) => idea.concept);
  return withAnswerTerms(withRoles(withAgeIdeas(concepts, lex), lex), lex.answeredBy, lex.groups);
}

/** The ideas of the words, where they start; a sense term found (sensesHeld) read as its group there. */
function readIdeas(
  words: string[],
  forms: string[],
  lex: Lexicon,
  senses: ReadonlyMap<number, SenseAt>,
): PlacedIdea[] {
  const ideas: PlacedIdea[] = [];
  const has = (group: number) => ideas.some((idea) => idea.concept.group === group);
  let index = 0;
  while (index < words.length) {
    const at = index;
    const sense = senses.get(at);
    if (sense) {
      // The term itself is left out: 'watch' read as babysitting must not find the shops' watches.
      const phrase = words.slice(at, at + sense.size).join(' ');
      if (!has(sense.means))
        ideas.push({
          concept: {
            words: phrase,
            terms: [...(lex.groups[sense.means] ?? [])],
            weak: false,
            group: sense.means,
          },
          at,
        });
      index += sense.size;
      continue;
    }
    let matched = false;
    for (let size = Math.min(lex.longestPhrase, words.length - index); size >= 1; size--) {
      // The words as written first, then without the prefixes and suffixes guests attach.
      const written = words.slice(index, index + size).join(' ');
      const stripped = forms.slice(index, index + size).join(' ');
      const key = lex.phrases.has(written) ? written : stripped;
      const group = lex.phrases.get(key);
      if (group === undefined) continue;
      // A lone stop word that is also a lexicon entry ('where', 'book' is not one) stays a stop word.
      if (size === 1 && (lex.stopwords.has(words[index] ?? '') || lex.stopwords.has(key))) break;
      const phrase = words.slice(index, index + size).join(' ');
      const terms = [phrase, ...(lex.groups[group] ?? [])].filter(
        (term, place, all) => all.indexOf(term) === place,
      );
      if (!has(group)) ideas.push({ concept: { words: phrase, terms, weak: lex.weak.has(key), group }, at });
      index += size;
      matched = true;
      break;
    }
    if (matched) continue;
    const word = words[index] ?? '';
    const form = forms[index] ?? '';
    index += 1;
    if (lex.stopwords.has(word) || (lex.stopwords.has(form) && !lex.phrases.has(word)) || word.length < 2)
      continue;
    if (ideas.some((idea) => idea.concept.terms.includes(word))) continue;
    ideas.push({
      concept: {
        words: word,
        terms: form !== word && isArabicWord(word) ? [word, form] : [word],
        weak: lex.weak.has(form) || lex.weak.has(word),
      },
      at,
    });
  }
  return ideas;
}

/** How the search names an idea in a hit's `missing` list: 'g:<lexicon group>' or 'w:<word>'. */
export const conceptKey = (concept: { group?: number; words: string }) =>
  concept.group === undefined ? `w:${concept.words}` : `g:${concept.group}`;

/** The question's ideas as comparable keys, without weak ones and without the words of the names it uses. */
export function ideaKeys(concepts: Concept[], names: Iterable<string>): Set<string> {
  const nameWords = new Set([...names].flatMap((name) => wordsOf(foldText(name))));
  return new Set(
    concepts
      .filter((concept) => !concept.weak && !concept.words.split(' ').every((word) => nameWords.has(word)))
      .map((concept) =>
        concept.group === undefined
          ? `w:${concept.words.split(' ').map(lookupForm).join(' ')}`
          : `g:${concept.group}`,
      ),
  );
}

export const jaccard = (a: Set<string>, b: Set<string>) => {
  const common = [...a].filter((key) => b.has(key)).length;
  return common / Math.max(1, a.size + b.size - common);
};

/** A question's idea keys straight from the lexicon (no database: no spelling repair). */
export const questionKeys = (question: string) => ideaKeys(conceptsOf(wordsOf(foldText(question))), []);
