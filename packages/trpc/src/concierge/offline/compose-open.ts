import { closesInPort, latestClosing } from './open-hours.ts';
import type { OpeningAsked } from './opening-question.ts';
import { type Fit, isOpenThen, KIND, nearestByDeck, type Place } from './places.ts';
import { bullet, clock, clocksIn, inVoice, quote, say, term, type Voice } from './say.ts';

/** Replies to 'what is open at / late / now' and 'nearest', from the places that fit the question. */

const hhmm = (minute: number) => {
  const m = ((minute % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** A place's hours as its record writes them, in the reply's language. */
function hoursOf(voice: Voice, place: Place): string {
  return voice.lang === 'ar' ? term(voice, place.hours) : clocksIn(voice, place.hours);
}

/** '• Nakheel Lounge (Deck 5): 10:00 AM–1:00 AM'; room service quotes its own sentence. */
function line(voice: Voice, place: Place): string {
  const name = inVoice(voice, place.name, place.nameAr);
  if (place.deck === null) {
    const hours =
      voice.lang === 'ar' && !place.hoursAr ? quote(place.hours) : inVoice(voice, place.hours, place.hoursAr);
    return bullet(`${name}: ${hours}`);
  }
  return bullet(
    say(
      voice,
      `${name} (Deck ${place.deck}): ${hoursOf(voice, place)}`,
      `${name} (الطابق ${place.deck}): ${hoursOf(voice, place)}`,
    ),
  );
}

/** At most this many places in one list. */
const MAX_LISTED = 8;

/**
 * The places open at the minute, latest-closing first. When none of the kind of place asked about
 * is open (the pool at 9pm), those are listed too, closed, with their hours; in 'now' answers, the
 * kind of place asked about is always shown, open or not. `dockedIn`: the port the ship is docked
 * in then (the places that close in port come already shut).
 */
export function composeOpenAt(
  voice: Voice,
  asked: OpeningAsked,
  minute: number,
  fits: Fit[],
  dockedIn?: string,
): string {
  const withHours = fits.filter((entry) => entry.place.opening.always || entry.place.opening.spans.length);
  const open = withHours
    .filter((entry) => isOpenThen(entry.place, minute))
    .sort((a, b) => b.fit - a.fit || latestClosing(b.place.opening) - latestClosing(a.place.opening));
  const kinds = withHours.filter((entry) => entry.fit === KIND);
  const kindOpen = kinds.some((entry) => isOpenThen(entry.place, minute));
  // The kind of place asked about, closed then, when none of it is open (or asked 'now'); anything
  // closed only when nothing at all is open.
  const shut = (entries: Fit[]) => entries.filter((entry) => !isOpenThen(entry.place, minute));
  const closed =
    kinds.length && (asked.mode === 'now' || !kindOpen)
      ? shut(kinds)
      : open.length === 0
        ? shut(withHours)
        : [];
  const at = clock(voice, hhmm(minute));
  const header =
    asked.mode === 'now' ? say(voice, `It is ${at} on board now.`, `الساعة الآن ${at} على متن السفينة.`) : '';
  const parts: string[] = header ? [header] : [];
  // Places that close in port are shut while the ship is docked: say where it is then.
  if (dockedIn && fits.some((entry) => closesInPort(entry.place.hours)))
    parts.push(
      say(
        voice,
        `The ship is docked in ${dockedIn} then.`,
        `تكون السفينة راسية في ${dockedIn} في ذلك الوقت.`,
      ),
    );
  if (open.length) {
    parts.push(
      asked.mode === 'late'
        ? say(voice, `Still open at ${at}:`, `ما زال مفتوحًا الساعة ${at}:`)
        : say(voice, `Open at ${at}:`, `مفتوح الساعة ${at}:`),
    );
    parts.push(...open.slice(0, MAX_LISTED).map((entry) => line(voice, entry.place)));
  } else {
    parts.push(
      say(voice, `Nothing of that kind is open at ${at}.`, `لا يوجد مكان من هذا النوع مفتوح الساعة ${at}.`),
    );
  }
  if (closed.length) {
    parts.push(say(voice, `Closed at ${at}:`, `مغلق الساعة ${at}:`));
    parts.push(...closed.slice(0, MAX_LISTED).map((entry) => line(voice, entry.place)));
  }
  return parts.join('\n');
}

/** The nearest of the places by deck from the guest's deck: 'Nearest to Deck 9: Majlis Lounge on Deck 6 (3 decks away).' */
export function composeNearest(voice: Voice, deck: number, fits: Fit[]): string | undefined {
  const kinds = fits.filter((entry) => entry.fit === KIND);
  const pool = (kinds.length ? kinds : fits)
    .map((entry) => entry.place)
    .filter((place) => place.deck !== null);
  if (pool.length === 0) return undefined;
  const { places, distance } = nearestByDeck(pool, deck);
  const away =
    distance === 0
      ? say(voice, 'on your deck', 'في طابقك نفسه')
      : say(
          voice,
          `${distance} ${distance === 1 ? 'deck' : 'decks'} away`,
          `على بعد ${distance} ${distance === 1 ? 'طابق' : 'طوابق'}`,
        );
  const lines = places.map((place) => {
    const name = inVoice(voice, place.name, place.nameAr);
    const hours = place.hours ? say(voice, `, ${hoursOf(voice, place)}`, `، ${hoursOf(voice, place)}`) : '';
    return bullet(say(voice, `${name}, Deck ${place.deck}${hours}`, `${name}، الطابق ${place.deck}${hours}`));
  });
  return [
    say(voice, `Nearest to Deck ${deck} (${away}):`, `الأقرب إلى الطابق ${deck} (${away}):`),
    ...lines,
  ].join('\n');
}
