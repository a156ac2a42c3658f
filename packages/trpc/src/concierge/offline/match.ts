import { foldText, lexicon, lookupForm } from '../../domains/search/lexicon.ts';
import { normalize } from './language.ts';
import { ARABIC_KEYWORDS, ARABIC_NAMES } from './names.ts';

/** How an entity can be recognised: its name, words that describe it, and a longer description. */
export type Describable = {
  name: string;
  /** The Arabic name staff gave it, recognised like an Arabic spelling. */
  nameAr?: string | null;
  keywords?: string[];
  description?: string;
};

/** Name words too common to identify a place on their own. */
const GENERIC = new Set(
  'the la al el de of and a an restaurant kitchen grill bar cafe lounge buffet terrace zone deck area market massage facial treatment spa suite retreat ritual day pass tour trip walk cruise heritage grand red sea show talk workshop garden park club beach'.split(
    ' ',
  ),
);
const STOP = new Set(
  'the and with for from that this what when where which have does your you about there their them they will would could should into some more most please tell like want book table time open close today tomorrow tonight'.split(
    ' ',
  ),
);

/**
 * Names are compared in the search's folding (lexicon.ts), so a name typed without its final
 * hamza or with another seat of it ('البترا' for 'البتراء') is still that name.
 */
const matchForm = (text: string) => foldText(normalize(text));

const words = (text: string) =>
  matchForm(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
const containsPhrase = (haystack: string, phrase: string) =>
  phrase.length > 0 &&
  new RegExp(
    `(^|[^\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`,
    'u',
  ).test(haystack);

/** English words the guest's Arabic keywords stand for. */
function translatedKeywords(text: string): string[] {
  return Object.entries(ARABIC_KEYWORDS)
    .filter(([arabic]) => text.includes(matchForm(arabic)))
    .map(([, english]) => english);
}

/** Arabic name words too common to identify a place on their own (in lookup form: no ال، no attached letters). */
const GENERIC_AR = new Set(
  'رحله جوله جولات مطعم مطبخ سبا مساج علاج عنايه جناح منطقه نادي سطح صاله ركن مركز مكتب خدمه خدمات يوم تذكره يوميه بحر احمر كبري كبير تقليدي طقس عرض محاضره ورشه جلسه حديقه سوق مرسي سفينه للجسم بالوجه فوق عند تحت بين مع علي الي في من سيرا اقدام خاص خاصه عائليه مقهي بوفيه تراس كامل صغير'
    .split(' ')
    .map((word) => lookupForm(matchForm(word))),
);

/**
 * The guest's words in lookup form; a word after the joined 'and' is also read without it, since
 * lookupForm takes one letter off: 'ووادي رم' (and Wadi Rum) is 'وادي', as the name writes it.
 */
const guestForms = (t: string) =>
  new Set(
    words(t).flatMap((word) => [
      lookupForm(word),
      ...(/^و\p{L}{3}/u.test(word) ? [lookupForm(word.slice(1))] : []),
    ]),
  );

/**
 * Distinctive words of the Arabic name the guest uses, with the letters Arabic attaches
 * ('بخزامى', 'رحلة وادي رم' for مغامرة وادي رم بالجيب والجمال): each counts like a name word.
 */
function arabicNameHits(t: string, entity: Describable): number {
  if (!entity.nameAr) return 0;
  const guest = guestForms(t);
  return [...new Set(words(entity.nameAr).map(lookupForm))].filter(
    (word) => word.length >= 3 && !GENERIC_AR.has(word) && !lexicon.stopwords.has(word) && guest.has(word),
  ).length;
}

/** A two-letter word the name writes in capitals ('VR' of 'VR Zone'): as distinctive as a longer one. */
const isAcronymOf = (word: string, name: string) =>
  /^\p{L}{2}$/u.test(word) && new RegExp(`(^|[^\\p{L}])${word.toUpperCase()}($|[^\\p{L}])`, 'u').test(name);

/** How strongly `text` points at one entity: its full name > an Arabic spelling > a distinctive name word > a keyword > description words. */
export function scoreEntity(text: string, entity: Describable): number {
  const t = matchForm(text);
  const name = matchForm(entity.name);
  const bareName = name.replace(/^the\s+/, '').replace(/\s*\(.*\)$/, '');
  if (containsPhrase(t, name) || containsPhrase(t, bareName)) return 100;
  if ((ARABIC_NAMES[bareName] ?? ARABIC_NAMES[name] ?? []).some((alias) => t.includes(matchForm(alias))))
    return 90;
  if (entity.nameAr && containsPhrase(t, matchForm(entity.nameAr))) return 90;
  const textWords = new Set(words(t));
  // A name's aside ('Al Wajh (for AlUla)') names it too: the place the port is the gateway to.
  const aside = words(/\(([^)]*)\)$/.exec(name)?.[1] ?? '').filter((word) => !STOP.has(word));
  const distinctive = [...words(bareName), ...aside].filter(
    (word) => (word.length >= 3 || isAcronymOf(word, entity.name)) && !GENERIC.has(word),
  );
  const nameHits = distinctive.filter((word) => textWords.has(word)).length + arabicNameHits(t, entity);
  if (nameHits > 0) return 60 + 10 * nameHits;
  // Generic name words ('massage', 'grill') still describe the place, just not uniquely.
  const keywords = [...(entity.keywords ?? []).flatMap(words), ...words(bareName)].filter(
    (word) => word.length >= 3 && !STOP.has(word) && word !== 'the' && word !== 'and',
  );
  const guestKeywords = new Set([...textWords, ...translatedKeywords(t)]);
  const aliasHits = (entity.keywords ?? []).filter((keyword) =>
    (ARABIC_NAMES[matchForm(keyword).replace(/\s*\(.*\)$/, '')] ?? []).some((alias) =>
      t.includes(matchForm(alias)),
    ),
  ).length;
  const keywordHits = keywords.filter((word) => guestKeywords.has(word)).length + aliasHits;
  // 'the massage' is the treatment named massage before the facial that has a massage in it.
  const inName = words(bareName).some((word) => word.length >= 3 && guestKeywords.has(word));
  if (keywordHits > 0) return 40 + 5 * keywordHits + (inName ? 2 : 0);
  const descriptionWords = new Set(
    words(entity.description ?? '').filter((word) => word.length >= 5 && !STOP.has(word)),
  );
  const descriptionHits = [...guestKeywords].filter(
    (word) => word.length >= 5 && descriptionWords.has(word),
  ).length;
  return descriptionHits >= 2 ? 10 * descriptionHits : 0;
}

/**
 * The words of the entity's name (English, its Arabic name, an Arabic spelling) that the text uses:
 * what naming it takes from the guest's words, so a second thing named by the same words only
 * ('AlUla' of the AlUla & Hegra trip and of the balloon over AlUla) is not named again.
 */
export function nameWordsIn(text: string, entity: Describable): Set<string> {
  const t = normalize(text);
  const name = normalize(entity.name);
  const bareName = name.replace(/^the\s+/, '').replace(/\s*\(.*\)$/, '');
  const used = new Set<string>();
  const textWords = new Set(words(t));
  if (containsPhrase(t, name) || containsPhrase(t, bareName))
    for (const word of words(bareName)) used.add(word);
  for (const word of words(bareName))
    if ((word.length >= 3 || isAcronymOf(word, entity.name)) && !GENERIC.has(word) && textWords.has(word))
      used.add(word);
  const spellings = [...(ARABIC_NAMES[bareName] ?? ARABIC_NAMES[name] ?? []), normalize(entity.nameAr ?? '')];
  for (const spelling of spellings)
    if (spelling && t.includes(spelling)) for (const word of words(spelling)) used.add(lookupForm(word));
  const guest = guestForms(t);
  for (const word of words(entity.nameAr ?? '').map(lookupForm))
    if (word.length >= 3 && !GENERIC_AR.has(word) && !lexicon.stopwords.has(word) && guest.has(word))
      used.add(word);
  return used;
}

export type Match<T> = { best: T | undefined; candidates: T[] };

/**
 * The entity the text names. `best` is set only when one entity scores above all others;
 * `candidates` holds every entity tied at the top score (several Italian places, say).
 */
export function matchEntity<T>(
  text: string,
  items: readonly T[],
  describe: (item: T) => Describable,
): Match<T> {
  let top = 0;
  let candidates: T[] = [];
  for (const item of items) {
    const score = scoreEntity(text, describe(item));
    if (score > top) {
      top = score;
      candidates = [item];
    } else if (score === top && score > 0) {
      candidates.push(item);
    }
  }
  return { best: candidates.length === 1 ? candidates[0] : undefined, candidates };
}

/** Every entity the text names by full name or Arabic spelling, in the order given. */
export function namedEntities<T>(text: string, items: readonly T[], describe: (item: T) => Describable): T[] {
  return items.filter((item) => scoreEntity(text, describe(item)) >= 90);
}

export type Ranked<T> = { item: T; score: number };

/** Entities scored against the text, best first, zero scores dropped. */
export function rankEntities<T>(
  text: string,
  items: readonly T[],
  describe: (item: T) => Describable,
): Ranked<T>[] {
  return items
    .map((item) => ({ item, score: scoreEntity(text, describe(item)) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** Named: the guest used its name (or a distinctive word of it). */
export const NAMED = 60;
/** Described: a cuisine, kind or place word fits it. */
export const DESCRIBED = 40;

/** The single entity named in the text, if exactly one scores highest at NAMED or above. */
export function namedOne<T>(ranked: Ranked<T>[]): T | undefined {
  const [first, second] = ranked;
  if (!first || first.score < NAMED) return undefined;
  return second && second.score === first.score ? undefined : first.item;
}

/** The entities tied at the top score, when that score is at least `min`. */
export function topTied<T>(ranked: Ranked<T>[], min: number): T[] {
  const top = ranked[0]?.score ?? 0;
  return top >= min ? ranked.filter((entry) => entry.score === top).map((entry) => entry.item) : [];
}

/**
 * Words that set apart the things a comparison is between: 'the facial or the massage', 'Petra
 * vs Wadi Rum', 'longer than the AlUla one', 'أ ولا ب', 'أ أم ب', 'A, B'.
 */
export const ALTERNATIVES =
  /\s*(?:[,،:؛;]|\s-\s|\bor\b|\bvs\.?|\bversus\b|\bcompared (?:to|with)\b|\bthan\b|(?:^|\s)(?:او|ولا|ام)(?=\s))\s*/u;

/**
 * The things a comparison names, one per alternative ('which is more expensive, the facial or the
 * massage?' → the facial and the massage): each side's single best match, at least described by it.
 * Fewer than two, and the entities the whole text names.
 */
export function alternativesNamed<T>(
  text: string,
  items: readonly T[],
  describe: (item: T) => Describable,
): T[] {
  const picks = matchForm(text)
    .split(ALTERNATIVES)
    .map((part) => {
      const tied = topTied(rankEntities(part, items, describe), DESCRIBED);
      // 'the massage' is the treatment named a massage, not the facial that includes one.
      const partWords = new Set(words(part).filter((word) => word.length >= 3));
      const byName = tied.filter((item) => words(describe(item).name).some((word) => partWords.has(word)));
      return tied.length === 1 ? tied[0] : byName.length === 1 ? byName[0] : undefined;
    })
    .filter((item, at, all): item is T => item !== undefined && all.indexOf(item) === at);
  if (picks.length >= 2) return picks;
  return rankEntities(text, items, describe)
    .filter((entry) => entry.score >= NAMED)
    .map((entry) => entry.item);
}
