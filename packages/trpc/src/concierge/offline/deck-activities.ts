import type { ActivityInfo } from '../tools/types.ts';
import { bullet, clocksIn, inVoice, place, say, term, type Voice } from './say.ts';

/** 'what activities are on deck 19?', 'شو في أنشطة على السطح ١٩؟': the deck's activities, not only its places. */
export const ACTIVITIES_ASKED =
  /\b(?:activities|activity|things to do|events?|classes|what (?:can|could) (?:i|we|you|the kids) do)\b|انشطه|نشاطات|(?:^|\s)(?:ال)?نشاط(?:\s|$|[?؟])|فعاليات|فعاليه|(?:^|\s)(?:وش|ايش|شو|ايه|ماذا) (?:ممكن |يمكن )?(?:ن|ا|بن|هن)(?:سوي|عمل|فعل)(?:\s|$|[?؟])/;

/** The deck an activity is held on ('Deck 6, Majlis Lounge' → 6). */
const deckOf = (a: ActivityInfo) => {
  const deck = /^deck\s*(\d{1,2})\b/i.exec(a.location.trim())?.[1];
  return deck === undefined ? undefined : Number(deck);
};

/** The activities held on one deck, each with where on it and when; undefined when none is. */
export function composeDeckActivities(
  voice: Voice,
  deck: number,
  deckName: string,
  activities: ActivityInfo[],
): string | undefined {
  const held = activities.filter((a) => deckOf(a) === deck);
  if (held.length === 0) return undefined;
  const lines = held.map((a) => {
    // 'Deck 6, Majlis Lounge': the place on the deck, when the activity names one.
    const where = a.location.split(',').slice(1).join(',').trim();
    const at = where ? ` (${place(voice, where)})` : '';
    return bullet(
      say(
        voice,
        `**${a.name}**${at}: ${clocksIn(voice, a.schedule)}`,
        `**${inVoice(voice, a.name, a.nameAr)}**${at}: ${term(voice, a.schedule)}`,
      ),
    );
  });
  return [
    say(
      voice,
      `Activities on Deck ${deck} (${deckName}) (${held.length}):`,
      `الأنشطة في الطابق ${deck} (${deckName}) (${held.length}):`,
    ),
    ...lines,
  ].join('\n');
}
