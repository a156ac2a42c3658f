import type { SearchHitInfo, VenueInfo } from '../tools/types.ts';
import { clocksIn, inVoice, say, term, type Voice } from './say.ts';

/**
 * The deck venue that shares a service's name (the Stargazing Deck activity and the Stargazing Deck
 * on deck 19): its opening hours may say more than the service's sessions (it closes at 23:30).
 */
export function venueOfSameName(
  hit: SearchHitInfo,
  hits: readonly SearchHitInfo[],
): SearchHitInfo | undefined {
  if (hit.kind === 'venue') return undefined;
  return hits.find((other) => other.kind === 'venue' && other.title === hit.title);
}

const CLOCK = /\b\d{1,2}:\d{2}\b/g;

/**
 * The venue's own hours as a line after a description of its service, when that description does
 * not already state every time of them; undefined when it does, or the venue has no hours.
 */
export function placeHoursLine(voice: Voice, venue: VenueInfo, described: string): string | undefined {
  const hours = venue.operatingHours;
  if (!hours) return undefined;
  const times = hours.match(CLOCK) ?? [];
  if (times.every((time) => described.includes(clocksIn(voice, time)))) return undefined;
  const name = inVoice(voice, venue.name, venue.nameAr);
  return say(
    voice,
    `${name} itself is open ${clocksIn(voice, hours)}.`,
    `ساعات عمل ${name}: ${term(voice, hours)}.`,
  );
}
