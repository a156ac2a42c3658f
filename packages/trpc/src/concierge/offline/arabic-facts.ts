import { formatMoney, formatTime } from '@marsa/i18n';

/** A fact an English text states, where it stands in the text, and how an Arabic reply writes it. */
type Found = { at: number; arabic: string };

const count = (n: number, few: string, other: string) => `${n} ${n >= 3 && n <= 10 ? few : other}`;

/** The kinds of fact the built-in model can carry into Arabic without translating a sentence. */
const FACTS: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [
    /(?:US)?\$\s?(\d+(?:,\d{3})*(?:\.\d{1,2})?)/gi,
    (m) => formatMoney(Number(m[1]?.replace(/,/g, '')), 'USD', 'ar'),
  ],
  [
    /\bSAR\s?(\d+(?:\.\d{1,2})?)|(\d+(?:\.\d{1,2})?)\s?(?:SAR|riyals?)\b/gi,
    (m) => formatMoney(Number(m[1] ?? m[2]), 'SAR', 'ar'),
  ],
  [/\b([01]?\d|2[0-3]):([0-5]\d)\b/g, (m) => formatTime(m[0], 'ar')],
  [/\bdecks? (\d+)\b/gi, (m) => `الطابق ${m[1]}`],
  [/\b(\d+)(?:\s|-)?(?:hours?|hrs?)\b/gi, (m) => count(Number(m[1]), 'ساعات', 'ساعة')],
  [/\b(\d+)(?:\s|-)?(?:minutes?|mins?)\b/gi, (m) => `${m[1]} دقيقة`],
  [/\b(\d+)(?:\s|-)?days?\b/gi, (m) => count(Number(m[1]), 'أيام', 'يومًا')],
  [/\b(\d+)\s?kg\b/gi, (m) => `${m[1]} كغ`],
  [/\b(\d+)\s?%/g, (m) => `${m[1]}%`],
  [/\bext(?:ension)?\.?\s?(\d+)\b/gi, (m) => `الرقم الداخلي ${m[1]}`],
  [/\b(?:dial(?:ling)?)\s(\d+)\b/gi, (m) => `الرقم ${m[1]}`],
];

/**
 * The figures of an English text (prices, clock times, decks, durations, weights, percentages,
 * phone extensions) as an Arabic reply writes them, in the order the text states them, each once.
 * What the built-in concierge can say in Arabic about a record it has only in English.
 */
export function factsInArabic(text: string): string[] {
  const found: Found[] = [];
  for (const [pattern, render] of FACTS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index ?? 0;
      // A figure inside one already taken ('24' of '24 hours' after '$24') is not a second fact.
      if (found.some((fact) => fact.at === start)) continue;
      found.push({ at: start, arabic: render(match as RegExpExecArray) });
    }
  }
  const ordered = found.sort((a, b) => a.at - b.at).map((fact) => fact.arabic);
  return ordered.filter((fact, index) => ordered.indexOf(fact) === index);
}
