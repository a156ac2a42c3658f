import type { Language } from '@marsa/db/constants';
import { formatDate, formatMoney, formatTime, formatTimesIn, shipTextIn } from '@marsa/i18n';
import { usdToSar } from '../../domains/excursions/rules.ts';
import { addDays } from './dates.ts';

/** Who is speaking to whom, and when: everything a composer needs besides the tool results. */
export type Voice = { lang: Language; today: string; guestName: string | undefined; brand: string };

/** Picks the English or Arabic text. */
export const say = (voice: Pick<Voice, 'lang'>, en: string, ar: string) => (voice.lang === 'ar' ? ar : en);

/** A record's text for the reply: its Arabic counterpart in an Arabic reply when it has one, else the English. */
export const inVoice = (voice: Voice, en: string, ar: string | null | undefined) =>
  voice.lang === 'ar' && ar ? ar : en;

/** Source text quoted verbatim inside a reply in the other language (the eval reads the language outside it). */
export const quote = (text: string) => `«${text}»`;

/** An Arabic word with a preposition joined to its article ('للجناح', 'بالقارب'): the name's own word is hidden in it. */
const JOINED_ARTICLE = /(?:^|\s)(?:لل|بال|كال|فال|وال)[\u0621-\u064a]{2,}/;

/**
 * A thing picked out for the guest (the cheapest, the longest, the one for small children), named
 * so it is found: in Arabic, a name whose words carry a joined preposition ('تذكرة يومية للجناح
 * الحراري') is followed by its English name, as the app and the crew also call it.
 */
export function nameShown(voice: Voice, en: string, ar: string | null | undefined): string {
  const name = inVoice(voice, en, ar);
  return voice.lang === 'ar' && ar && JOINED_ARTICLE.test(ar) ? `${name} ${quote(en)}` : name;
}

/**
 * A record's short English-only field (country, cuisine, dress code, difficulty, duration,
 * schedule, hours) in the reply's language: translated through the ship's terms of @marsa/i18n,
 * or, when it has words the catalogue does not know, quoted as written so no fact is lost.
 */
export function term(voice: Pick<Voice, 'lang'>, text: string): string {
  if (voice.lang === 'en') return text;
  const arabic = shipTextIn(text, 'ar');
  return arabic.complete ? arabic.text : quote(text);
}

/** Several such fields ('Highlights: a, b, c'), each translated or quoted. */
export const terms = (voice: Pick<Voice, 'lang'>, texts: readonly string[]) =>
  texts.map((text) => term(voice, text)).join(voice.lang === 'ar' ? '، ' : ', ');

/** A location ('Deck 6, Majlis Lounge'): decks in the reply's language, names as written. */
export const place = (voice: Pick<Voice, 'lang'>, text: string) =>
  voice.lang === 'en' ? text : shipTextIn(text, 'ar').text;

/**
 * A record's description as reply lines: the English, or in Arabic its Arabic one, or (a record
 * staff wrote only in English) the English quoted as written: never dropped (§7, issue 9).
 */
export const descriptionLines = (voice: Voice, en: string, ar: string | null | undefined): string[] =>
  voice.lang === 'en' ? [en] : ar?.trim() ? [ar] : en.trim() ? [quote(en)] : [];

/** 'today (Sunday, November 22, 2026)', 'tomorrow (…)', or the long date. */
export function dayPhrase(voice: Voice, date: string): string {
  const long = formatDate(date, voice.lang);
  if (date === voice.today) return say(voice, `today (${long})`, `اليوم (${long})`);
  if (date === addDays(voice.today, 1)) return say(voice, `tomorrow (${long})`, `غدًا (${long})`);
  return say(voice, `on ${long}`, `يوم ${long}`);
}

export const clock = (voice: Voice, time: string) => formatTime(time, voice.lang);
/** A record's free text ('Daily 09:00–19:00') with its clock times in the 12-hour form of the reply. */
export const clocksIn = (voice: Voice, text: string) => formatTimesIn(text, voice.lang);
export const usd = (voice: Voice, amount: number) => formatMoney(amount, 'USD', voice.lang);
export const sar = (voice: Voice, amount: number) => formatMoney(amount, 'SAR', voice.lang);
/** A price as §2 shows it, '$289.00 (SAR 1,083.75)'; the SAR amount converted unless a stored one is given. */
export const priceBoth = (voice: Voice, amountUSD: number, amountSAR = usdToSar(amountUSD)) =>
  `${usd(voice, amountUSD)} (${sar(voice, amountSAR)})`;

/** 'a, b and c' / 'a، b و c'. */
export function joinList(voice: Voice, items: string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  const head = items.slice(0, -1).join(voice.lang === 'ar' ? '، ' : ', ');
  return conjunction === 'and'
    ? say(voice, `${head} and ${items.at(-1)}`, `${head} و${items.at(-1)}`)
    : say(voice, `${head} or ${items.at(-1)}`, `${head} أو ${items.at(-1)}`);
}

/** At most `max` times, formatted, with 'and more' when there are others. */
export function timesList(voice: Voice, times: string[], max = 8): string {
  const shown = times.slice(0, max).map((time) => clock(voice, time));
  const more = times.length > max ? say(voice, ' and more', ' وغيرها') : '';
  return `${shown.join(voice.lang === 'ar' ? '، ' : ', ')}${more}`;
}

export const bullet = (line: string) => `• ${line}`;

export const staffOffer = (voice: Voice) =>
  say(
    voice,
    'Would you like me to connect you with a member of our staff?',
    'هل تودّ أن أوصلك بأحد أفراد طاقمنا؟',
  );

/**
 * A detail the ship's records do not hold (issue 9): said to be unknown first, with staff offered,
 * then what the ship does know of the thing, when there is something.
 */
export function unknownThenKnown(voice: Voice, what: { en: string; ar: string }, known?: string): string {
  const unknown = say(
    voice,
    `I'm sorry, I don't know ${what.en}: the ship's information does not say. ${staffOffer(voice)}`,
    `عذرًا، لا أعرف ${what.ar}، فمعلومات السفينة لا تذكر ذلك. ${staffOffer(voice)}`,
  );
  return known ? [unknown, say(voice, 'What I do know:', 'وهذا ما أعرفه:'), known].join('\n') : unknown;
}

export const people = (voice: Voice, count: number) =>
  say(
    voice,
    `${count} ${count === 1 ? 'guest' : 'guests'}`,
    count === 1 ? 'ضيف واحد' : count === 2 ? 'ضيفين' : `${count} ضيوف`,
  );
