import type { RestaurantInfo, RestaurantsResult } from '../tools/types.ts';
import {
  bullet,
  clock,
  clocksIn,
  dayPhrase,
  descriptionLines,
  inVoice,
  place,
  say,
  term,
  timesList,
  type Voice,
} from './say.ts';

const hours = (voice: Voice, r: RestaurantInfo) =>
  `${clock(voice, r.openingTime)}–${clock(voice, r.closingTime)}`;

function line(voice: Voice, r: RestaurantInfo): string {
  return say(
    voice,
    `${inVoice(voice, r.name, r.nameAr)}: ${r.cuisine}, ${r.location}, open ${hours(voice, r)}, rated ${r.rating}/5`,
    `${inVoice(voice, r.name, r.nameAr)}: ${term(voice, r.cuisine)}، ${place(voice, r.location)}، مفتوح ${hours(voice, r)}، التقييم ${r.rating}/5`,
  );
}

/** Every restaurant (or the ones the guest's description fits), one line each. */
export function composeRestaurantList(
  voice: Voice,
  result: RestaurantsResult,
  only?: RestaurantInfo[],
): string {
  const list = only?.length ? only : result.restaurants;
  if (list.length === 0) {
    return say(voice, "I don't have any restaurants listed right now.", 'لا توجد مطاعم مدرجة لدي حاليًا.');
  }
  const heading = only?.length
    ? say(voice, 'These restaurants match what you are looking for:', 'هذه المطاعم تناسب ما تبحث عنه:')
    : say(voice, `Here are our ${list.length} restaurants:`, `إليك مطاعمنا (${list.length}):`);
  const closing = say(
    voice,
    'Would you like me to book a table? Tell me the restaurant, the time and how many guests.',
    'هل تودّ أن أحجز لك طاولة؟ أخبرني باسم المطعم والوقت وعدد الضيوف.',
  );
  return [heading, ...list.map((r) => bullet(line(voice, r))), '', closing].join('\n');
}

/** One restaurant in full, with its free table times on the date. */
export function composeRestaurantDetail(voice: Voice, r: RestaurantInfo, date: string): string {
  const lines = [
    say(
      voice,
      `${inVoice(voice, r.name, r.nameAr)} serves ${r.cuisine} on ${r.location}, open ${hours(voice, r)}, rated ${r.rating}/5.`,
      `يقدّم ${inVoice(voice, r.name, r.nameAr)} مطبخ ${term(voice, r.cuisine)} في ${place(voice, r.location)}، ويفتح ${hours(voice, r)}، وتقييمه ${r.rating}/5.`,
    ),
  ];
  lines.push(...descriptionLines(voice, r.description, r.descriptionAr));
  if (r.specialFeature)
    lines.push(
      say(
        voice,
        `Special feature: ${clocksIn(voice, r.specialFeature)}.`,
        `ميزة خاصة: ${term(voice, r.specialFeature)}.`,
      ),
    );
  if (r.dressCode)
    lines.push(say(voice, `Dress code: ${r.dressCode}.`, `قواعد اللباس: ${term(voice, r.dressCode)}.`));
  if (r.capacity) lines.push(say(voice, `Seats: ${r.capacity}.`, `عدد المقاعد: ${r.capacity}.`));
  const times = r.freeTimes.map((slot) => slot.time);
  lines.push(
    times.length
      ? say(
          voice,
          `Free tables ${dayPhrase(voice, date)}: ${timesList(voice, times)}. Would you like me to book one?`,
          `الطاولات المتاحة ${dayPhrase(voice, date)}: ${timesList(voice, times)}. هل تودّ أن أحجز لك؟`,
        )
      : say(
          voice,
          `There are no free tables ${dayPhrase(voice, date)}.`,
          `لا توجد طاولات متاحة ${dayPhrase(voice, date)}.`,
        ),
  );
  return lines.join('\n');
}
