/**
 * 'Which of our stops are in Egypt?', 'do we stop anywhere in Jordan?', 'وش الموانئ اللي في مصر؟':
 * the itinerary's port calls in the country the guest names, read from each port's own country.
 */
import { COUNTRY_NAMES, formatDate } from '@marsa/i18n';
import type { ItineraryResult, PortInfo } from '../tools/types.ts';
import { normalize } from './language.ts';
import { bullet, clock, inVoice, say, term, type Voice } from './say.ts';

/** Words that ask about the ship's calls (not the country's visa, money or clock). */
const ASKS_PORTS =
  /(^|[^a-z])(ports?|stops?|stopping|calls?|visit|visiting|go to|goes to|going to|head to|dock|docking|(?:are|will) we (?:be )?in)([^a-z]|$)|ميناء|موانئ|الموانئ|مواني|المواني|محطات|المحطات|محطه|المحطه|نوقف|نتوقف|تتوقف|يتوقف|بتوقف|هتوقف|نزور|نرسو|ترسو|(?:^|\s)(?:نكون|هنكون|بنكون|حنكون|منكون|نروح|هنروح|بنروح|حنروح|رايحين|نمر|بنمر|هنمر|هنعدي|بنعدي)(?:\s|$)/;
const OTHER_TOPIC =
  /(^|[^a-z])(visas?|passports?|currency|money|time ?zone|clocks?|weather|language)([^a-z]|$)|تاشيره|فيزا|جواز|عمله|توقيت|الساعه|طقس|لغه/;

/** A country's names as a guest may write them: its English name, its first word, its Arabic name. */
function countryNames(country: string): string[] {
  const arabic = normalize(term({ lang: 'ar' }, country)).replace(/[«»"]/g, '');
  const english = normalize(country);
  const lastArabic = arabic.split(' ').at(-1) ?? arabic;
  const names = [
    english,
    english.split(' ')[0] ?? english,
    arabic,
    lastArabic,
    lastArabic.replace(/^ال/, ''),
  ];
  return [...new Set(names.filter((name) => name.length >= 3))];
}

const mentions = (t: string, name: string) =>
  new RegExp(`(^|[^\\p{L}])(ال|بال|في|ب)?${name}([^\\p{L}]|$)`, 'u').test(t);

/** The (normalised) question asks about the ship's calls, not about a country's visa, money or clock. */
export const asksPortCalls = (t: string) => ASKS_PORTS.test(t) && !OTHER_TOPIC.test(t);

/** The country of the itinerary the (normalised) question names, when it asks about the ship's calls there. */
export function countryAsked(t: string, ports: readonly PortInfo[]): string | undefined {
  if (!asksPortCalls(t)) return undefined;
  // A question that names a port asks about that port, not about its country.
  const namesPort = ports.some((p) =>
    normalize(`${p.portName} ${p.portNameAr ?? ''}`)
      .split(/[^\p{L}]+/u)
      .some((word) => word.length >= 4 && mentions(t, word)),
  );
  if (namesPort) return undefined;
  const countries = [...new Set(ports.map((p) => p.country))];
  return countries.find((country) => countryNames(country).some((name) => mentions(t, name)));
}

/** Every country of the region by the names a guest may write (COUNTRY_NAMES of @marsa/i18n). */
const REGION_COUNTRIES = COUNTRY_NAMES.map((country) => ({
  country: country.en,
  names: countryNames(country.en),
}));

/**
 * 'Does the cruise go to Jordan at all?', 'هل تتوقف الرحلة في الأردن؟', 'هنروح مصر؟': the (normalised)
 * question asks whether the ship calls in a country of the region, before the itinerary is looked
 * up (which country it calls in is countryAsked's, from the ports themselves).
 */
export const asksCountryCalls = (t: string) =>
  asksPortCalls(t) && REGION_COUNTRIES.some(({ names }) => names.some((name) => mentions(t, name)));

/** The calls in that country, in sailing order (or that the ship does not stop there). */
export function composePortsInCountry(voice: Voice, result: ItineraryResult, country: string): string {
  const calls = result.ports.filter((p) => p.country === country);
  const where = term(voice, country);
  const lines = calls.map((p) =>
    bullet(
      `${inVoice(voice, p.portName, p.portNameAr)}: ${say(
        voice,
        `arriving ${formatDate(p.arrivalDate, 'en')} at ${clock(voice, p.arrivalTime)}, leaving ${formatDate(p.departureDate, 'en')} at ${clock(voice, p.departureTime)}`,
        `الوصول ${formatDate(p.arrivalDate, 'ar')} الساعة ${clock(voice, p.arrivalTime)}، والمغادرة ${formatDate(p.departureDate, 'ar')} الساعة ${clock(voice, p.departureTime)}`,
      )}`,
    ),
  );
  return [
    say(
      voice,
      `Our ${calls.length === 1 ? 'stop' : `${calls.length} stops`} in ${where}:`,
      `محطاتنا في ${where} (${calls.length}):`,
    ),
    ...lines,
  ].join('\n');
}
