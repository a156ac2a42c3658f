import type { OfferingsPlace, SpaServiceInfo, SpaServicesResult } from '../tools/types.ts';
import { partyBasis } from './party-price.ts';
import {
  bullet,
  clock,
  clocksIn,
  dayPhrase,
  descriptionLines,
  inVoice,
  say,
  term,
  terms,
  timesList,
  usd,
  type Voice,
} from './say.ts';

/** ', $450.00 for two': the price, and the party it is for when that is more than one. */
function price(voice: Voice, s: SpaServiceInfo): string {
  if (s.priceUSD === null) return '';
  return `${say(voice, ', ', '، ')}${usd(voice, s.priceUSD)}${partyBasis(voice, s)}`;
}

function line(voice: Voice, s: SpaServiceInfo): string {
  const premium = s.premium ? say(voice, ' (Premium)', ' (مميّز)') : '';
  return say(
    voice,
    `${inVoice(voice, s.name, s.nameAr)}${premium}: ${s.duration} minutes${price(voice, s)}`,
    `${inVoice(voice, s.name, s.nameAr)}${premium}: ${s.duration} دقيقة${price(voice, s)}`,
  );
}

/** Where the treatments are, in one line: 'All at Marsa Spa on Deck 17, open 8:00 AM–10:00 PM.' */
function placeLine(voice: Voice, place: OfferingsPlace): string {
  const hours = place.operatingHours
    ? say(
        voice,
        `, open ${clocksIn(voice, place.operatingHours)}`,
        `، ويفتح ${term(voice, place.operatingHours)}`,
      )
    : '';
  return say(
    voice,
    `All at ${place.name} on Deck ${place.deckNumber}${hours}.`,
    `جميعها في ${inVoice(voice, place.name, place.nameAr)} في الطابق ${place.deckNumber}${hours}.`,
  );
}

/** The spa menu, one treatment a line, and where the spa is. */
export function composeSpaList(voice: Voice, result: SpaServicesResult, only?: SpaServiceInfo[]): string {
  const list = only?.length ? only : result.services;
  if (list.length === 0) {
    return say(
      voice,
      "I don't have any spa treatments listed right now.",
      'لا توجد علاجات سبا مدرجة لدي حاليًا.',
    );
  }
  return [
    say(voice, 'Our spa treatments:', 'علاجات السبا لدينا:'),
    ...list.map((s) => bullet(line(voice, s))),
    ...(result.place ? [placeLine(voice, result.place)] : []),
    '',
    say(
      voice,
      'Would you like me to book one? Tell me the treatment, the day and the time.',
      'هل تودّ أن أحجز لك أحدها؟ أخبرني بالعلاج واليوم والوقت.',
    ),
  ].join('\n');
}

/** One treatment in full, with its free appointment times on the date. */
export function composeSpaDetail(voice: Voice, s: SpaServiceInfo, date: string): string {
  const lines = [
    say(
      voice,
      `${inVoice(voice, s.name, s.nameAr)} lasts ${s.duration} minutes${price(voice, s)}; the spa offers it ${clock(voice, s.startTime)}–${clock(voice, s.endTime)}.`,
      `مدة ${inVoice(voice, s.name, s.nameAr)} ${s.duration} دقيقة${price(voice, s)}، ومتاح من ${clock(voice, s.startTime)} إلى ${clock(voice, s.endTime)}.`,
    ),
  ];
  lines.push(...descriptionLines(voice, s.description, s.descriptionAr));
  if (s.features.length)
    lines.push(say(voice, `Includes: ${s.features.join(', ')}.`, `يشمل: ${terms(voice, s.features)}.`));
  const times = s.freeTimes.map((slot) => slot.time);
  lines.push(
    times.length
      ? say(
          voice,
          `Free times ${dayPhrase(voice, date)}: ${timesList(voice, times)}. Shall I book one for you?`,
          `الأوقات المتاحة ${dayPhrase(voice, date)}: ${timesList(voice, times)}. هل أحجز لك موعدًا؟`,
        )
      : say(
          voice,
          `There are no free times ${dayPhrase(voice, date)}.`,
          `لا توجد أوقات متاحة ${dayPhrase(voice, date)}.`,
        ),
  );
  return lines.join('\n');
}

/** 'Can I book a spa treatment?' with none named: the treatments (duration, price) and which one. */
export function composeSpaChoice(voice: Voice, services: SpaServiceInfo[]): string {
  return [
    say(voice, 'Which treatment would you like to book?', 'أي علاج تودّ حجزه؟'),
    ...services.map((s) => bullet(line(voice, s))),
    '',
    say(
      voice,
      'Tell me the treatment, the day and the time, and I will check what is free.',
      'أخبرني بالعلاج واليوم والوقت، وسأتحقق من المواعيد المتاحة.',
    ),
  ].join('\n');
}
