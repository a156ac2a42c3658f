import { NOT_A_TIME, NUMBER_WORD, toNumber } from './extract.ts';

/**
 * 'سجلنا ثلاثة في يوغا الغروب', 'احجزلنا اربعه', 'احجز لنا ٥': the count right after a verb said for
 * us is the party (never an hour: 'احجز لنا ٨ بالليل' is a time). Text is already normalised.
 */
let pattern: RegExp | undefined;

export function partyForUsAr(t: string): number | undefined {
  // Compiled on first use: extract.ts imports this module, and its number words are read here.
  pattern ??= new RegExp(
    `(?:^|\\s)و?(?:سجلنا|احجزلنا|احجز لنا|احجزنا|حطنا|حطونا|اكتبنا|سجل لنا)\\s+(?:ل\\s*)?(\\d{1,2}|${NUMBER_WORD})(?=\\s|$|[?؟.,!،])${NOT_A_TIME}(?!\\s*(?:الساعه|بالليل|الليل|ليلا|الظهر|ظهرا|العصر|عصرا|الصبح|الصباح|صباحا|المسا|المساء|مساء|الفجر|فجرا)(?:\\s|$|[?؟.,!،]))`,
  );
  const match = pattern.exec(t);
  const size = match?.[1] ? toNumber(match[1]) : undefined;
  return size && size >= 1 && size <= 99 ? size : undefined;
}
