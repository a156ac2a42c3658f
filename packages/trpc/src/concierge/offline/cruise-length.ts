/**
 * 'How many nights is this cruise?', 'الرحلة كلها كم ليلة؟', 'قديش ليلة منضل عالباخرة؟': the
 * cruise's length, counted from the itinerary (the nights from the first sailing to the return),
 * with when it sails and when it comes back.
 */
import { formatDate } from '@marsa/i18n';
import type { ItineraryResult } from '../tools/types.ts';
import { phrases } from './language.ts';
import { clock, inVoice, say, type Voice } from './say.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The (normalised) question asks how long the whole cruise is, in nights or days. */
export const isCruiseLengthQuestion = phrases([
  // 'how many nights are we on board in total?', 'how many days is the cruise?'
  /(^|[^a-z])how many (nights|days)\b.*\b(cruise|voyage|sailing|on board|onboard|aboard|in total|altogether|whole trip|entire trip|this trip|our trip|the ship)\b/,
  /(^|[^a-z])(how long|what length) is (the|this|our) (whole |entire )?(cruise|voyage|sailing)\b/,
  /(^|[^a-z])(length|duration) of (the|this|our) (whole |entire )?(cruise|voyage|trip)\b/,
  // 'الرحلة كلها كم ليلة؟', 'قديش ليلة منضل عالباخرة؟', 'كم ليلة الكروز؟': nights counted.
  /(^|\s)(كم|كام|قديش|اديش|قداش|كمن) (ليله|ليالي)(?![\u0621-\u064A])/,
  // 'ما مدة الرحلة البحرية؟', 'طول الكروز': the whole cruise (not 'مدة رحلة البتراء', an excursion).
  /(^|\s)(مده|طول) (ال)?(رحله البحريه|رحله كلها|كروز)(?![\u0621-\u064A])/,
  /(^|\s)(ال)?(رحله|كروز) (البحريه )?(كلها |دي |هاي |هذه |هذي )?(كم|كام|قديش|اديش) (ليله|يوم)(?![\u0621-\u064A])/,
  /(^|\s)بالليالي(?![\u0621-\u064A])/,
]);

/** Whole days between two ISO dates. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** 'N nights' in Arabic: ليلتان, 3–10 ليالٍ, else ليلة. */
const nightsAr = (nights: number) =>
  nights === 1 ? 'ليلة واحدة' : nights === 2 ? 'ليلتان' : nights <= 10 ? `${nights} ليالٍ` : `${nights} ليلة`;

/** The cruise's nights from the first call's sailing to the last call's arrival, and both ends. */
export function composeCruiseLength(voice: Voice, result: ItineraryResult): string | undefined {
  const first = result.ports[0];
  const last = result.ports.at(-1);
  if (!first || !last || first === last) return undefined;
  const nights = daysBetween(first.departureDate, last.arrivalDate);
  if (nights <= 0) return undefined;
  const from = inVoice(voice, first.portName, first.portNameAr);
  const to = inVoice(voice, last.portName, last.portNameAr);
  const leaves = first.departureTime ? ` at ${clock(voice, first.departureTime)}` : '';
  const leavesAr = first.departureTime ? ` الساعة ${clock(voice, first.departureTime)}` : '';
  const back = last.arrivalTime ? ` at ${clock(voice, last.arrivalTime)}` : '';
  const backAr = last.arrivalTime ? ` الساعة ${clock(voice, last.arrivalTime)}` : '';
  return say(
    voice,
    `This cruise is ${nights} nights: we sail from ${from} on ${formatDate(first.departureDate, 'en')}${leaves} and are back in ${to} on ${formatDate(last.arrivalDate, 'en')}${back}.`,
    `مدة هذه الرحلة ${nightsAr(nights)}: نبحر من ${from} ${formatDate(first.departureDate, 'ar')}${leavesAr} ونعود إلى ${to} ${formatDate(last.arrivalDate, 'ar')}${backAr}.`,
  );
}
