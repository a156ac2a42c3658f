import type { RestaurantInfo } from '../tools/types.ts';
import { clock, inVoice, place, say, staffOffer, type Voice } from './say.ts';

/**
 * 'how much is the knafeh there?', 'قديش صحن الحمص عندهم؟' after a restaurant: its record holds no
 * prices of its dishes, so the reply says it does not know them and offers staff, then what the
 * record does say (where it is and when it is open), never the card as if it answered.
 */
export function unheldRestaurantPrice(voice: Voice, r: RestaurantInfo): string {
  const name = inVoice(voice, r.name, r.nameAr);
  return say(
    voice,
    `I'm sorry, I don't know the prices of dishes at ${name}: the ship's information does not list them. ${staffOffer(voice)} What I do know: ${name} is on ${r.location}, open ${clock(voice, r.openingTime)}–${clock(voice, r.closingTime)}.`,
    `عذرًا، لا أعرف أسعار الأطباق في ${name}، فمعلومات السفينة لا تذكرها. ${staffOffer(voice)} وهذا ما أعرفه: ${name} في ${place(voice, r.location)}، ويفتح ${clock(voice, r.openingTime)}–${clock(voice, r.closingTime)}.`,
  );
}
