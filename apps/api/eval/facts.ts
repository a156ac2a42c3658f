/**
 * How a guest-visible fact is recognised in a reply, whatever language and number form the reply
 * uses: Arabic-Indic or Latin digits, thousands separators or none, 24-hour or 12-hour times,
 * Arabic letter variants (alef forms, ta marbuta, alef maqsura) and diacritics.
 */

/** One fact: a string (found after normalising both sides), a regex (run on the normalised reply) or any-of. */
export type Fact = string | RegExp | Fact[];

/** The reply as the matchers see it: Latin digits, no separators in numbers, plain Arabic letters, lower case. */
export function normalize(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x6f0))
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/(\d)[,٬](?=\d{3}(?!\d))/g, '$1')
    .replace(/٫/g, '.')
    .replace(/[–—−]/g, '-')
    .replace(/[’‘`]/g, "'")
    .replace(/\u00a0/g, ' ')
    .toLowerCase();
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the normalised reply holds the fact. */
export function holds(reply: string, fact: Fact): boolean {
  if (Array.isArray(fact)) return fact.some((one) => holds(reply, one));
  if (typeof fact === 'string') return reply.includes(normalize(fact));
  return fact.test(reply);
}

/** A readable label of a fact for the report. */
export function describe(fact: Fact): string {
  if (Array.isArray(fact)) return fact.map(describe).join(' | ');
  if (typeof fact === 'string') return fact;
  return fact.source.length > 60 ? `${fact.source.slice(0, 57)}…` : fact.source;
}

/** Any of these facts. */
export const any = (...facts: Fact[]): Fact[] => facts;

const AM = '(?:a\\.?m\\.?|ص|صباحا|صباحا|في الصباح|فجرا)';
const PM = '(?:p\\.?m\\.?|م|مساء|مساءا|ظهرا|عصرا|ليلا|بعد الظهر)';

/**
 * A clock time given as 'HH:MM' (24 h): matches '19:30', '7:30 pm', '7.30pm', '7:30 م', '7:30 مساءً';
 * whole hours also as '7 pm' / '7 مساءً'; 12:00 also as noon, 00:00 also as midnight.
 */
export function time(hhmm: string): RegExp {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const mm = String(m).padStart(2, '0');
  const h24 = `0?${h}`;
  const h12 = h % 12 === 0 ? 12 : h % 12;
  const suffix = h < 12 ? AM : PM;
  const minutes = m === 0 ? `(?:[:.]00)?` : `[:.]${mm}`;
  const forms = [
    // 24-hour: '07:00', '7:00', '19:30' (not part of a longer number or of '17:00' for '7:00')
    `(?<![\\d:.])${h24}:${mm}(?!\\d)(?!\\s*${h < 12 ? PM : AM})`,
    `(?<![\\d:.])${h12}${minutes}\\s*${suffix}(?![a-z])`,
  ];
  if (h === 12 && m === 0) forms.push('\\bnoon\\b', '\\bmidday\\b', 'الظهر', 'منتصف النهار');
  if (h === 0 && m === 0) forms.push('\\bmidnight\\b', 'منتصف الليل', '(?<![\\d:.])24:00(?!\\d)');
  return new RegExp(forms.join('|'));
}

/** A US-dollar amount: '$45', '$45.00', 'USD 45', '45 dollars', '45 دولار'. */
export function usd(amount: number): RegExp {
  const value = amount % 1 === 0 ? `${amount}(?:\\.00)?` : escapeRegex(amount.toFixed(2));
  return new RegExp(
    `(?:\\$|usd|us\\$|us dollars?)\\s?${value}(?![\\d.])|(?<![\\d.])${value}\\s?(?:\\$|usd|us\\$|us dollars?|dollars?|دولار|دولارا|دولارات)`,
  );
}

/** A Saudi-riyal amount: 'SAR 168.75', '168.75 SAR', '168.75 ريال'. */
export function sar(amount: number): RegExp {
  const value = amount % 1 === 0 ? `${amount}(?:\\.00)?` : escapeRegex(amount.toFixed(2));
  return new RegExp(
    `(?:sar|sr|ر\\.س\\.?)\\s?${value}(?![\\d.])|(?<![\\d.])${value}\\s?(?:sar|sr|riyals?|ريال|ريالا|ر\\.س)`,
  );
}

/** A deck: 'Deck 16', 'deck 16', 'الطابق 16', 'السطح 16'. */
export function deck(n: number): RegExp {
  return new RegExp(`deck\\s?${n}(?!\\d)|(?:طابق|الطابق|سطح|السطح|طوابق|الطوابق)\\s?(?:رقم\\s?)?${n}(?!\\d)`);
}

/** A bare number, not part of a longer one. */
export function num(n: number | string): RegExp {
  return new RegExp(`(?<![\\d.])${escapeRegex(String(n))}(?![\\d]|\\.\\d)`);
}

/** A duration in minutes: '90 minutes', '90 min', '90 دقيقة'. */
export function minutes(n: number): RegExp {
  return new RegExp(`(?<![\\d.])${n}\\s?(?:-?minutes?|mins?\\b|دقيقه|دقائق)`);
}

/** A duration in hours: '12 hours', '12-hour', '12 ساعة'. */
export function hours(n: number): RegExp {
  return new RegExp(`(?<![\\d.])${n}\\s?(?:-?hours?|hrs?\\b|ساعه|ساعات)`);
}

/**
 * Words that say the concierge does not know, or offer to hand over to staff (a reply that merely
 * mentions Guest Services in passing does not count).
 */
const DONT_KNOW = [
  /\b(?:i'?m|i am) (?:not sure|afraid)\b/,
  /\b(?:don'?t|do not|doesn'?t|does not) (?:have|know)\b/,
  /\bno (?:information|details|record)\b/,
  /\b(?:could ?n[o']t|can ?n[o']t|cannot|unable to|not able to) (?:find|answer|confirm|tell|say)\b/,
  /\b(?:connect|put) you (?:with|through)|member of (?:our )?(?:staff|crew|team)|staff member|human agent/,
  /\b(?:ask|contact|check with) (?:our |the )?(?:staff|crew|guest services)\b/,
  /لا (?:اعرف|املك|تتوفر|يتوفر|تتوافر|يتوافر|اعلم|امتلك)/,
  /ليس?ت? (?:لدي|عندي)/,
  /لم (?:اجد|اعثر)/,
  /اوصلك|افراد طاقم|احد موظفي|تواصل مع (?:مكتب )?خدمه الضيوف|اسال (?:مكتب )?خدمه الضيوف/,
];

/** Whether the (normalised) reply says it does not know or offers staff. */
export function saysDontKnow(reply: string): boolean {
  return DONT_KNOW.some((pattern) => pattern.test(reply));
}

/** Share of letters that are Arabic, 0..1 (Latin names inside an Arabic reply are fine). */
export function arabicShare(text: string): number {
  const arabic = text.match(/[\u0621-\u064a]/g)?.length ?? 0;
  const latin = text.match(/[a-z]/gi)?.length ?? 0;
  return arabic + latin === 0 ? 0 : arabic / (arabic + latin);
}

const QUOTED = /«([^«»]+)»|“([^“”]+)”|"([^"]+)"/g;
const collapse = (text: string) => normalize(text).replace(/\s+/g, ' ').trim();

/** The ship's records as one searchable text, for `outsideSourceQuotes`. */
export const sourceCorpus = (texts: Iterable<string>) => [...texts].map(collapse).join('\n');

/**
 * The reply without the passages it quotes verbatim from the ship's records (issue 9, point 6:
 * a record that exists only in the other language is carried as written, inside « », “ ” or
 * " "). The reply's language is judged on what is left, so the concierge's own words must be in
 * the guest's language; a quote that is not the ship's own text stays and counts.
 */
export function outsideSourceQuotes(text: string, corpus: string): string {
  return text.replace(QUOTED, (whole, ...groups: (string | undefined)[]) => {
    const inner = groups.slice(0, 3).find((group) => group !== undefined) ?? '';
    const passage = collapse(inner);
    return passage.length >= 3 && corpus.includes(passage) ? ' ' : whole;
  });
}

/** Every number a text states (times split into their parts are not needed: '19:30' gives '19:30'). */
export function numbersIn(normalizedText: string): string[] {
  return normalizedText.match(/\d+(?:[:.]\d+)?/g) ?? [];
}
