import type { SearchHitInfo, VenueInfo } from '../tools/types.ts';
import { clocksIn, descriptionLines, inVoice, say, term, type Voice } from './say.ts';

/** A sibling must cover the question this nearly as well as the venue that answers it. */
const TIE = 0.98;

/**
 * 'Is there a launderette I can use myself?', 'which lounges are there?': the question is about a
 * kind of place, not one of them, when the search finds several venues of the same kind (the
 * launderettes of decks 9, 11 and 13) that it covers equally and none of which the guest named.
 * Returns every such venue by deck; just the answering one when it is alone of its kind.
 */
export function venuesOfSameKind(
  hit: SearchHitInfo,
  hits: readonly SearchHitInfo[],
  venues: readonly VenueInfo[],
): VenueInfo[] {
  const own = venues.find((venue) => venue.id === hit.id);
  if (!own) return [];
  if (hit.named || !own.subcategory) return [own];
  const tied = hits.filter(
    (other) => other.kind === 'venue' && !other.named && other.coverage >= hit.coverage * TIE,
  );
  const siblings = tied
    .map((other) => venues.find((venue) => venue.id === other.id))
    .filter(
      (venue): venue is VenueInfo =>
        venue !== undefined && venue.id !== own.id && venue.subcategory === own.subcategory,
    );
  return siblings.length ? [own, ...siblings].sort((a, b) => a.deckNumber - b.deckNumber) : [own];
}

/** Several places of one kind: each with its deck and hours, then what they offer (said once when they share it). */
export function composeVenuesOfKind(voice: Voice, venues: readonly VenueInfo[]): string {
  const lines = venues.map((venue) => {
    const name = `**${inVoice(voice, venue.name, venue.nameAr)}**`;
    const hours = venue.operatingHours
      ? say(voice, `, ${clocksIn(voice, venue.operatingHours)}`, `، ${term(voice, venue.operatingHours)}`)
      : '';
    return say(
      voice,
      `• ${name}: Deck ${venue.deckNumber}${hours}`,
      `• ${name}: الطابق ${venue.deckNumber}${hours}`,
    );
  });
  const descriptions = [
    ...new Set(
      venues.flatMap((venue) => descriptionLines(voice, venue.description, venue.descriptionAr).join(' ')),
    ),
  ].filter(Boolean);
  const shared = descriptions.length === 1 ? descriptions : [];
  return [...lines, ...shared].join('\n');
}
