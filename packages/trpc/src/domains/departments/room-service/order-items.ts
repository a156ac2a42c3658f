import {
  AR_CARDINALS,
  AR_SHORT_CARDINALS,
  AR_SPOKEN_CARDINALS,
  EN_CARDINALS,
  type NumberWords,
} from '../../../language/numbers.ts';
import { foldText, lexicon } from '../../search/lexicon.ts';
import { type MenuItem, ROOM_SERVICE_MENU } from './menu.ts';
import { MEASURES, ORDER_WORDS } from './order-words.ts';

/** One line of an order as the guest wrote it: a menu item and how many ('counted' when a number said so). */
export type OrderLine = { item: MenuItem; quantity: number; counted?: boolean };

/**
 * What a message orders: every menu item it names with its quantity, and the things it asks for
 * that are not on the menu (in the guest's words), so a reply can say which and never place a
 * partial order silently. `qualifiers` are those of the unknown words said against a dish, with
 * nothing between ('apple juice', 'birthday cake', 'شاي اخضر'): they may make it another dish
 * than the menu's, so what the menu has is not what was asked for.
 */
export type ReadOrder = { lines: OrderLine[]; unknown: string[]; qualifiers: string[] };

/** Quantities: the shared number words, and the order's own ('a', 'a couple of', 'زوج' a pair). */
const NUMBERS: NumberWords = {
  ...EN_CARDINALS,
  ...AR_CARDINALS,
  ...AR_SHORT_CARDINALS,
  ...AR_SPOKEN_CARDINALS,
  a: 1,
  an: 1,
  single: 1,
  couple: 2,
  pair: 2,
  زوج: 2,
};
const MAX_QUANTITY = 20;

/**
 * English words that say how an order travels, never what it is: a past participle or gerund
 * ('sent up', 'brought', 'delivered', 'sending') is a verb, and a dish is a noun phrase.
 */
const EN_VERB_FORMS = new Set([
  'sent',
  'brought',
  'got',
  'gotten',
  'taken',
  'put',
  'left',
  'made',
  'given',
  'done',
]);
const isEnglishVerbForm = (word: string, inName: boolean) =>
  EN_VERB_FORMS.has(word) || /^[a-z]{3,}ed$/.test(word) || (!inName && /^[a-z]{3,}ing$/.test(word));

/**
 * Arabic verbs of asking, bringing and delivering in any person and with any attached pronoun
 * ('تطلب لي', 'تجيبلي', 'توصلونها', 'عطني', 'ابعتلي', 'وصلوها'): a prefix of the present tense,
 * then one of these stems. A dish is a noun; these are never one.
 */
const AR_REQUEST_STEMS = [
  'طلب',
  'جيب',
  'جب',
  'وصل',
  'رسل',
  'حضر',
  'عط',
  'بعت',
  'بعث',
  'طلع',
  'جهز',
  'خل',
  'هات',
];
function isArabicRequestVerb(word: string): boolean {
  const bare = word.replace(/^[وف]/, '');
  return [bare, bare.replace(/^(?:تت|[تينا])/, '')].some(
    (stem) => stem.length <= 9 && AR_REQUEST_STEMS.some((root) => stem.startsWith(root)),
  );
}

/**
 * Where an order goes ('to my cabin', 'for our room', 'للغرفة', 'عالغرفة', 'لغرفتي'): after an
 * English 'to'/'for'/'into' ('to my cabin', 'for cabin 7012'), or an Arabic word with 'لل'/'عال' in front or 'ل' and 'my' around it.
 */
const DESTINATION_WORDS = new Set(['to', 'for', 'into']);
const PLACES = new Set(['room', 'cabin', 'suite', 'stateroom', 'balcony', 'door']);
/** 'my…', 'our…', 'cabin 7012', 'the room': a place follows a 'to' / 'for' (never 'the Nakheel Lounge'). */
const isPlaceAfter = (words: readonly string[], at: number) => {
  const next = words[at] ?? '';
  const then = words[at + 1] ?? '';
  return /^(?:my|our|\d+)$/.test(next) || PLACES.has(next) || (next === 'the' && PLACES.has(then));
};
const isArabicDestination = (word: string) => /^(?:[وف]?(?:لل|عال|عل)|ل\p{L}+ي$)/u.test(word);
/** Words after which the rest of a phrase is a note about a dish, not another dish ('with no onions'). */
const NOTE_WORDS = new Set([
  'with',
  'without',
  'no',
  'extra',
  'less',
  'بدون',
  'بلا',
  'زياده',
  'مع',
  'بس',
  'غير',
]);
/** Note words that only ever start a note, even after a comma ('two cappuccinos, no sugar'). */
const NOTE_ONLY = new Set(['without', 'no', 'less', 'بدون', 'بلا', 'غير']);

/** The Arabic letters guests attach in front of a word (and, the, with, for…). */
const CLITICS = ['وال', 'فال', 'بال', 'كال', 'عال', 'لل', 'ال', 'و', 'ف', 'ب', 'ل'];
const isArabic = (word: string) => /[\u0621-\u064A]/.test(word);

/**
 * The forms a word may stand for: Latin also as a singular; Arabic also without each set of
 * letters that may be attached in front ('وبيتزا' → بيتزا, 'بيتزا' → يتزا: both are compared, so
 * a dish that starts with such a letter is still found).
 */
function formsOf(word: string): string[] {
  if (!isArabic(word)) {
    const singular = /^[a-z]{4,}$/.test(word)
      ? word.replace(/(ch|sh|x)es$/, '$1').replace(/([^s])s$/, '$1')
      : word;
    return singular === word ? [word] : [word, singular];
  }
  const forms = new Set([word]);
  for (const clitic of CLITICS) {
    if (!word.startsWith(clitic) || word.length - clitic.length < 3) continue;
    const bare = word.slice(clitic.length);
    forms.add(bare);
    // 'وال' + word, written 'و' + 'ال…'.
    if (bare.startsWith('ال') && bare.length > 4) forms.add(bare.slice(2));
  }
  return [...forms];
}
const meets = (a: readonly string[], b: readonly string[]) => a.some((form) => b.includes(form));

const tokensOf = (text: string) => foldText(text).match(/[\p{L}\p{N}]+|[,،;+]/gu) ?? [];

type Phrase = { item: MenuItem; forms: string[][] };
/** Every name of every dish, longest first (so 'arabic coffee' is read before 'coffee'). */
const PHRASES: readonly Phrase[] = ROOM_SERVICE_MENU.flatMap((item) =>
  [item.name, item.nameAr, ...item.words].map((name) => ({ item, forms: tokensOf(name).map(formsOf) })),
).sort((a, b) => b.forms.length - a.forms.length);

/** A number word or figure ('2', 'two', 'اثنين', 'واثنين', '2x', 'x2'). */
function quantityOf(word: string): number | undefined {
  // 'و٢ مية': a figure with an Arabic 'و' written onto it is still a figure.
  const figure = /^(?:و?x?(\d{1,3})x?)$/.exec(word)?.[1];
  if (figure) return Number(figure);
  return NUMBERS[word] ?? (isArabic(word) && word.startsWith('و') ? NUMBERS[word.slice(1)] : undefined);
}

/** The dish named at `at`, and how many words it takes; an Arabic dual ('قهوتين', 'عصيرين') is two. */
function dishAt(forms: string[][], at: number): { item: MenuItem; size: number; dual: boolean } | undefined {
  for (const phrase of PHRASES) {
    const { forms: want } = phrase;
    if (want.every((form, index) => meets(form, forms[at + index] ?? [])))
      return { item: phrase.item, size: want.length, dual: false };
  }
  const word = forms[at]?.[0] ?? '';
  if (isArabic(word) && word.endsWith('ين') && word.length > 4) {
    const base = word.slice(0, -2);
    const bases = formsOf(base.endsWith('ت') ? `${base.slice(0, -1)}ه` : base);
    const phrase = PHRASES.find(
      (p) => p.forms.length === 1 && meets(p.forms[0] ?? [], [...bases, ...formsOf(base)]),
    );
    if (phrase) return { item: phrase.item, size: 1, dual: true };
  }
  return undefined;
}

/**
 * Two of a measure ('كوبايتين', 'كاستين', 'فنجانين', 'قزازتين', and the MSA construct 'زجاجتي ماء'):
 * the count of the dish after it.
 */
function isMeasureDual(word: string): boolean {
  if (!isArabic(word) || word.length < 5) return false;
  const ending = /(?:ين|تي|تا)$/.exec(word)?.[0];
  if (!ending) return false;
  const base = ending === 'ين' ? word.slice(0, -2) : word.slice(0, -1);
  const singular = base.endsWith('ت') ? `${base.slice(0, -1)}ه` : base;
  return [...formsOf(singular), ...formsOf(base)].some((form) => MEASURES.has(form));
}

const markCounted = (lines: OrderLine[], item: MenuItem) => {
  const line = lines.find((each) => each.item === item);
  if (line) line.counted = true;
};

/**
 * True when a message orders dishes by count ('can u send 2 pizzas and 2 waters', 'عايز ٢ بيتزا'):
 * a number said against a dish of the menu. Such a message orders, even when worded as a question
 * or when a dish (water, cake) is also the subject of a room-service FAQ.
 */
export const ordersByCount = (text: string): boolean => readOrder(text).lines.some((line) => line.counted);

/** An Arabic word with 'و' written onto it ('وحواوشي', 'وسلطه'): it starts a new item. */
const startsWithAnd = (word: string) => isArabic(word) && word.startsWith('و');

/** A word that names no dish: a stop word, a request word, a measure, a figure. */
const isFiller = (word: string) =>
  /^\d/.test(word) ||
  word.length < 2 ||
  formsOf(word).some((form) => lexicon.stopwords.has(form) || ORDER_WORDS.has(form) || MEASURES.has(form));

/**
 * Reads every dish and quantity of an order, in English or Arabic: '2 club sandwiches and a pot
 * of mint tea', 'a couple of lattes', 'اثنين كابتشينو وبيتزا', 'ثلاث شاي وسلطة سيزر', 'قهوتين',
 * 'coffee x2'. A number right before a dish (past 'a pot of', 'كوب') is its quantity; a number
 * right after a dish with none is too ('شاي 2'). Words that are neither a dish, a number, a
 * request word nor a note ('with no onions') are a dish the menu lacks, reported in `unknown`.
 * The same dish named twice adds up.
 */
export function readOrder(text: string): ReadOrder {
  const words = tokensOf(text);
  const allForms = words.map(formsOf);
  const lines: OrderLine[] = [];
  const unknown: string[] = [];
  const qualifiers: string[] = [];
  let pending: number | undefined;
  // The count before a dish is only the article ('a pizza'): a dish named, not counted.
  let pendingArticle = false;
  let stray: string[] = [];
  let strayOnDish = false;
  let inNote = false;
  let toPlace = false;
  let last: OrderLine | undefined;
  // The word before was the end of a dish's name (what follows it, with nothing between, qualifies it).
  let afterDish = false;
  const flushStray = () => {
    if (stray.length) unknown.push(stray.join(' '));
    if (stray.length && strayOnDish) qualifiers.push(stray.join(' '));
    stray = [];
    strayOnDish = false;
  };
  const add = (item: MenuItem, quantity: number, counted: boolean) => {
    const same = lines.find((line) => line.item === item);
    if (same) same.quantity = Math.min(MAX_QUANTITY, same.quantity + quantity);
    else lines.push({ item, quantity: Math.min(MAX_QUANTITY, quantity) });
    if (counted) markCounted(lines, item);
    return lines.find((line) => line.item === item);
  };
  let at = 0;
  while (at < words.length) {
    const word = words[at] ?? '';
    const wasAfterDish = afterDish;
    afterDish = false;
    if (/^[,،;+]$/.test(word) || word === 'and' || word === 'plus' || word === 'و') {
      flushStray();
      inNote = false;
      toPlace = false;
      last = undefined;
      pending = undefined;
      at += 1;
      continue;
    }
    const dish = dishAt(allForms, at);
    if (dish) {
      // Unknown words right before a dish qualify it ('apple juice'); an Arabic 'و' in front of a
      // dish starts a new one ('كبسه وسلطه').
      if (stray.length && !startsWithAnd(word)) strayOnDish = true;
      flushStray();
      inNote = false;
      toPlace = false;
      const counted = pending !== undefined || dish.dual;
      last = add(dish.item, dish.dual ? 2 : (pending ?? 1), (counted && !pendingArticle) || dish.dual);
      pending = undefined;
      at += dish.size;
      // The rest of the dish's own name ('عصير برتقال', 'ساندويتش كلوب') belongs to it.
      const own = PHRASES.filter((p) => p.item === dish.item).flatMap((p) => p.forms.flat());
      while (at < words.length && meets(allForms[at] ?? [], own) && !dishAt(allForms, at)) at += 1;
      // 'شاي 2', 'coffee x2': a number after a dish that had none, unless it counts the next dish.
      const after = quantityOf(words[at] ?? '');
      // A number before a dish joined by an Arabic 'و' ('شاي 3 وبيتزا') still counts the first.
      const next = words[at + 1] ?? '';
      const countsNext = dishAt(allForms, at + 1) !== undefined && !(isArabic(next) && next.startsWith('و'));
      // A number with an Arabic 'و' on it ('كيكة وتلات قناني مي') starts the next item instead.
      const joinsNext = startsWithAnd(words[at] ?? '');
      if (
        !counted &&
        after !== undefined &&
        last &&
        !countsNext &&
        !joinsNext &&
        !/^(?:a|an)$/.test(words[at] ?? '')
      ) {
        last.quantity = Math.min(MAX_QUANTITY, last.quantity - 1 + after);
        last.counted = true;
        at += 1;
      }
      afterDish = true;
      continue;
    }
    // 'كوبايتين شاي': two of the dish that follows.
    if (isMeasureDual(word)) {
      flushStray();
      if (startsWithAnd(word)) last = undefined;
      pending = 2;
      at += 1;
      continue;
    }
    const quantity = quantityOf(word);
    if (quantity !== undefined && quantity >= 1) {
      flushStray();
      if (word.startsWith('و')) last = undefined;
      pending = quantity;
      pendingArticle = /^(?:a|an)$/.test(word);
      at += 1;
      continue;
    }
    if (formsOf(word).some((form) => NOTE_WORDS.has(form))) {
      flushStray();
      // 'with' between dishes ('pizza with a juice') only joins them; after a dish it starts a note,
      // and 'no', 'بدون' do even after a comma ('a club sandwich, no mayo').
      const only = formsOf(word).some((form) => NOTE_ONLY.has(form));
      inNote = last !== undefined || (only && lines.length > 0);
      at += 1;
      continue;
    }
    // 'to my cabin', 'for our room': what follows is the place, until the next dish or comma.
    if (DESTINATION_WORDS.has(word) && isPlaceAfter(words, at + 1)) {
      flushStray();
      toPlace = true;
      at += 1;
      continue;
    }
    // A verb ('sent up', 'تطلب لي', 'توصلونها') or a place ('للغرفة') names no dish: it ends one.
    const previous = words[at - 1] ?? '';
    const named = /^(?:a|an|the|some|any|my|our)$/.test(previous) || quantityOf(previous) !== undefined;
    if (
      (isEnglishVerbForm(word, stray.length > 0) && !named) ||
      (isArabic(word) && (isArabicRequestVerb(word) || isArabicDestination(word)))
    ) {
      flushStray();
      at += 1;
      continue;
    }
    if (!inNote && !toPlace && !isFiller(word)) {
      // A request word with a 'و' in front ('وابي') is still one.
      const bare = isArabic(word) && word.startsWith('و') ? word.slice(1) : word;
      if (!isFiller(bare)) {
        // 'شاي اخضر': an unknown word right after a dish qualifies it.
        if (stray.length === 0 && wasAfterDish && !startsWithAnd(word)) strayOnDish = true;
        // Named back without the 'و' that joined it to what came before ('وحواوشي' → 'حواوشي').
        const joined = stray.length === 0 && at > 0 && startsWithAnd(word) && word.length > 4;
        stray.push(joined ? word.slice(1) : word);
        pending = undefined;
      }
    } else if (stray.length && isFiller(word)) flushStray();
    at += 1;
  }
  flushStray();
  return { lines, unknown, qualifiers };
}
