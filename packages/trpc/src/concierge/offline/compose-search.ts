import { isArabic } from '@marsa/i18n';
import { ar } from '@marsa/i18n/ar';
import type { PlaceName } from '../../domains/search/places-named.ts';
import type { PromotionInfo, SearchHitInfo } from '../tools/types.ts';
import { carriedFacts } from './carried-facts.ts';
import { escapeRegExp } from './language.ts';
import { clocksIn, descriptionLines, inVoice, joinList, quote, say, term, usd, type Voice } from './say.ts';

/**
 * A record held only in the other language (an English-only imported policy or staff correction
 * in an Arabic reply, an Arabic-only one in an English reply): the built-in model cannot
 * translate it, so the reply leads with what it can carry over exactly (carriedFacts: the ship's
 * places it names by their name in the guest's language, prices, times, decks, durations, ages),
 * says in the guest's language that the source is in the other one, and quotes it verbatim.
 * An Arabic reply to a yes/no question first gives the rule's verdict (verdictInArabic).
 */
function inOtherLanguageFrame(
  voice: Pick<Voice, 'lang'>,
  text: string,
  asked: string | undefined,
  places: readonly PlaceName[],
): string {
  const facts = carriedFacts(text, voice.lang, places);
  const verdict = voice.lang === 'ar' && asked ? verdictInArabic(text, asked) : undefined;
  const list = facts.join(voice.lang === 'ar' ? '، ' : ', ');
  return [
    ...(verdict ? [verdict] : []),
    ...(facts.length ? [say(voice, `In short: ${list}.`, `أبرز ما فيها: ${list}.`)] : []),
    say(
      voice,
      'I have this information in Arabic only, quoted as written:',
      'هذا ما ورد في إشعار السفينة بالإنجليزية، أنقله لك كما هو دون ترجمة:',
    ),
    quote(text),
  ].join('\n');
}

/** 'Visitors are not allowed…', 'Drones may not be flown…', 'Do not hang…': a rule that says no. */
const SAYS_NO =
  /^(?:no\b|never\b|do not\b|don't\b)|\b(?:is|are) not (?:allowed|permitted)\b|\b(?:may|must|cannot|can ?not) (?:not )?(?:be )?(?:flown|brought|used|burned|taken|hung|kept)\b|\bmay not\b|\bnot allowed\b|\bprohibited\b/i;
/** 'Celebration cakes can be ordered…', '…is available…', '…are welcome…': a rule that says yes. */
const SAYS_YES =
  /^(?:yes\b)|\b(?:can|may) be (?:ordered|booked|arranged)\b|\bis available\b|\bare welcome\b/i;
/** 'Can my friend visit?', 'مسموح…؟', 'ينفع…؟': a question answered yes or no (not where, when or how much). */
const YES_NO_QUESTION =
  /^(?:can|could|may|am i|are we|is it|is there|do|does|would it)\b|(?:^|\s)(?:هل|اقدر|نقدر|يقدر|يقدرون|تقدر|ممكن|مسموح|يسمح|ينفع|يصير|يمكن|يمكنني|فيني|فينا|بقدر)(?:\s|$)/;
const ASKS_WHERE_OR_WHEN =
  /\b(?:where|when|what time|how much|how long|how many)\b|(?:^|\s)(?:وين|فين|اين|متي|امتي|ايمتي|كم|بكم|قديش|كام)(?:\s|$)/;

/**
 * The verdict of an English-only rule in Arabic, for a yes/no question ('هل يقدر صديقي يزورني؟'):
 * its first sentence says no, or says yes; undefined when it says neither or the question asks
 * where, when or how much (the quoted text answers that).
 */
export function verdictInArabic(text: string, asked: string): string | undefined {
  const question = asked.toLowerCase().replace(/[أإآ]/g, 'ا').replace(/ى/g, 'ي').trim();
  if (!YES_NO_QUESTION.test(question) || ASKS_WHERE_OR_WHEN.test(question)) return undefined;
  const first = text.split(/(?<=[.!?])\s/)[0] ?? text;
  if (SAYS_NO.test(first)) return 'باختصار: لا، هذا غير مسموح.';
  if (SAYS_YES.test(first)) return 'باختصار: نعم، هذا ممكن.';
  return undefined;
}

/**
 * A record's text in the guest's language, never losing a fact: the Arabic (or English)
 * counterpart when the record has one, otherwise the source text quoted verbatim with a word
 * saying which language it is in (numbers, times, prices, names and decks stay exact).
 */
export function inGuestLanguage(
  voice: Pick<Voice, 'lang'>,
  text: string,
  textAr: string | null | undefined,
  asked?: string,
  places: readonly PlaceName[] = [],
): string {
  if (voice.lang === 'ar') {
    if (textAr?.trim()) return textAr;
    if (isArabic(text)) return text;
  } else if (!isArabic(text)) return text;
  return inOtherLanguageFrame(voice, text, asked, places);
}

/**
 * An answer taken from a knowledge topic (an FAQ or imported policy); with the guest's question,
 * an English-only rule's yes or no is also said in Arabic (verdictInArabic).
 */
export const composeHitAnswer = (voice: Voice, hit: SearchHitInfo, asked?: string): string =>
  inGuestLanguage(voice, hit.text, hit.textAr, asked, hit.places);

/** A place or offer the list tools no longer show (closed deck, ended offer): its name and text as stored. */
export function composeHitDetail(voice: Voice, hit: SearchHitInfo): string {
  const title = inVoice(voice, hit.title, hit.titleAr);
  const text = hit.text.trim() ? inGuestLanguage(voice, hit.text, hit.textAr, undefined, hit.places) : '';
  return text ? `${title}: ${text}` : title;
}

/** An offer that is not among the live ones (ended, or not started): said first, then its stored text. */
export function composeOfferNotRunning(voice: Voice, hit: SearchHitInfo): string {
  const title = inVoice(voice, hit.title, hit.titleAr);
  return [
    say(
      voice,
      `${title} is not available at the moment: it is not among the offers running now.`,
      `${title} غير متاح حاليًا: ليس من العروض السارية الآن.`,
    ),
    composeHitDetail(voice, hit),
  ].join('\n');
}

/** The weekday names the Arabic screens use ('الأربعاء'), keyed by the English name the data stores. */
const WEEKDAYS_AR: Readonly<Record<string, string>> = ar.adminPromotions.days;

/** The days an offer runs, when it does not run every day ('Days: Monday, Wednesday, Friday and Saturday.'). */
function validDaysLine(voice: Voice, days: readonly string[]): string | undefined {
  if (days.length === 0 || days.length >= 7) return undefined;
  const named = days.map((day) => (voice.lang === 'ar' ? (WEEKDAYS_AR[day] ?? day) : day));
  return say(voice, `Days: ${joinList(voice, named)}.`, `الأيام: ${joinList(voice, named)}.`);
}

/** One promotion in full: its price or discount, hours and description. */
export function composePromotionDetail(voice: Voice, p: PromotionInfo): string {
  const lines = [inVoice(voice, p.title, p.titleAr)];
  if (p.promotionalPriceUSD !== null && p.originalPriceUSD !== null) {
    lines.push(
      say(
        voice,
        `Price: ${usd(voice, p.promotionalPriceUSD)} instead of ${usd(voice, p.originalPriceUSD)}${p.discountPercentage ? ` (${p.discountPercentage}% off)` : ''}.`,
        `السعر: ${usd(voice, p.promotionalPriceUSD)} بدلًا من ${usd(voice, p.originalPriceUSD)}${p.discountPercentage ? ` (خصم ${p.discountPercentage}%)` : ''}.`,
      ),
    );
  } else if (p.promotionalPriceUSD !== null) {
    lines.push(
      say(
        voice,
        `Price: ${usd(voice, p.promotionalPriceUSD)}.`,
        `السعر: ${usd(voice, p.promotionalPriceUSD)}.`,
      ),
    );
  } else if (p.discountPercentage) {
    lines.push(say(voice, `${p.discountPercentage}% off.`, `خصم ${p.discountPercentage}%.`));
  }
  if (p.validTimes)
    lines.push(
      say(voice, `Valid: ${clocksIn(voice, p.validTimes)}.`, `الأوقات: ${term(voice, p.validTimes)}.`),
    );
  const days = validDaysLine(voice, p.validDays);
  if (days) lines.push(days);
  const description = descriptionLines(voice, p.description, p.descriptionAr);
  lines.push(
    ...(description.length
      ? description
      : voice.lang === 'ar'
        ? [inGuestLanguage(voice, p.description, null)]
        : []),
  );
  return lines.join('\n');
}

/**
 * The reply with the names of the ship's places, services, ports, excursions and offers it
 * mentions marked `**bold**` (the chat renders markdown bold), longest names first, each once
 * per occurrence, never inside an existing bold run or a verbatim quote.
 */
export function markNames(text: string, names: readonly string[]): string {
  const unique = [...new Set(names.map((name) => name.trim()).filter((name) => name.length >= 3))].sort(
    (a, b) => b.length - a.length,
  );
  if (!unique.length) return text;
  const pattern = new RegExp(
    `\\*\\*[^*]+\\*\\*|«[^»]*»|(?<![\\p{L}\\p{N}])(?:${unique.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  // Bold runs stay as they are, and so do sources quoted verbatim (« »).
  return text.replace(pattern, (match) =>
    match.startsWith('**') || match.startsWith('«') ? match : `**${match}**`,
  );
}
