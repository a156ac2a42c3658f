import type { RestaurantInfo } from '../tools/types.ts';
import { clock, inVoice, place, say, unknownThenKnown, type Voice } from './say.ts';

/**
 * 'how much is the knafeh there?', 'قديش صحن الحمص عندهم؟' after a restaurant: its record holds no
 * prices of its dishes, so the reply says it does not know them and offers staff, then what the
 * record does say (where it is and when it is open), never the card as if it answered.
 */
export function unheldRestaurantPrice(voice: Voice, r: RestaurantInfo): string {
  const name = inVoice(voice, r.name, r.nameAr);
  const hours = `${clock(voice, r.openingTime)}–${clock(voice, r.closingTime)}`;
  return unknownThenKnown(
    voice,
    { en: `the prices of dishes at ${name}`, ar: `أسعار الأطباق في ${name}` },
    say(
      voice,
      `${name} is on ${r.location}, open ${hours}.`,
      `${name} في ${place(voice, r.location)}، ويفتح ${hours}.`,
    ),
  );
}
