import { formatDate } from '@marsa/i18n';
import type { ActivityInfo, ItineraryResult, PortInfo, PromotionInfo } from '../tools/types.ts';
import { parseHours } from './open-hours.ts';
import { best, type Superlative } from './reason.ts';
import {
  clock,
  clocksIn,
  inVoice,
  joinList,
  nameShown,
  place,
  priceBoth,
  say,
  term,
  usd,
  type Voice,
} from './say.ts';

/** Reasoning over the lists reason.ts does not cover: activities by time, ports by stay and arrival, offers by price. */

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** When an activity starts each day: the openings of its spans and its set times ('Daily 10:30 and 15:30'). */
export function activityStarts(activity: ActivityInfo): number[] {
  const opening = parseHours(activity.schedule);
  return [...opening.spans.map((span) => span.from), ...opening.times];
}

/** The activity that starts earliest, or latest, in the day, from its schedule as written. */
export function activitySuperlative(
  voice: Voice,
  kind: Superlative,
  activities: ActivityInfo[],
): string | undefined {
  if (kind !== 'earliest' && kind !== 'open_late') return undefined;
  const earliest = kind === 'earliest';
  const measure = (a: ActivityInfo) => {
    const starts = activityStarts(a);
    if (starts.length === 0) return null;
    return earliest ? Math.min(...starts) : Math.max(...starts);
  };
  const winners = best(activities, measure, !earliest);
  const first = winners[0];
  if (!first) return undefined;
  const at = clock(voice, hhmm(measure(first) ?? 0));
  const lines = winners.map((a) =>
    say(
      voice,
      `• ${nameShown(voice, a.name, a.nameAr)} (${a.location}): ${clocksIn(voice, a.schedule)}`,
      `• ${nameShown(voice, a.name, a.nameAr)} (${place(voice, a.location)}): ${term(voice, a.schedule)}`,
    ),
  );
  const head = earliest
    ? say(voice, `The earliest start is ${at}:`, `أبكر موعد بداية هو ${at}:`)
    : say(voice, `The latest start is ${at}:`, `آخر موعد بداية هو ${at}:`);
  return [head, ...lines].join('\n');
}

/** Minutes from a port call's arrival to its departure (an overnight call spans its days). */
export function stayMinutes(port: PortInfo): number {
  const at = (date: string, time: string) => Date.parse(`${date}T${time}:00Z`) / 60_000;
  return at(port.departureDate, port.departureTime) - at(port.arrivalDate, port.arrivalTime);
}

const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10) / 10;

/** The port call with the longest or shortest stay, or the earliest or latest arrival in the day. */
export function portSuperlative(
  voice: Voice,
  kind: Superlative,
  result: ItineraryResult,
): string | undefined {
  const ports = result.ports;
  const byStay = kind === 'longest' || kind === 'shortest';
  const byArrival = kind === 'earliest' || kind === 'open_late';
  if (!byStay && !byArrival) return undefined;
  const measure = byStay
    ? stayMinutes
    : (p: PortInfo) => Number(p.arrivalTime.slice(0, 2)) * 60 + Number(p.arrivalTime.slice(3, 5));
  const winners = best(ports, measure, kind === 'longest' || kind === 'open_late');
  if (winners.length === 0) return undefined;
  const lines = winners.map((p) => {
    const name = inVoice(voice, p.portName, p.portNameAr);
    const stay = hoursOf(stayMinutes(p));
    return say(
      voice,
      `• ${name}: arrive ${formatDate(p.arrivalDate, 'en')} at ${clock(voice, p.arrivalTime)}, leave ${formatDate(p.departureDate, 'en')} at ${clock(voice, p.departureTime)} (${stay} hours in port)`,
      `• ${name}: الوصول ${formatDate(p.arrivalDate, 'ar')} الساعة ${clock(voice, p.arrivalTime)}، والمغادرة ${formatDate(p.departureDate, 'ar')} الساعة ${clock(voice, p.departureTime)} (${stay} ساعة في الميناء)`,
    );
  });
  const head: Partial<Record<Superlative, [string, string]>> = {
    longest: ['The longest port call:', 'أطول توقف في ميناء:'],
    shortest: ['The shortest port call:', 'أقصر توقف في ميناء:'],
    earliest: ['The earliest arrival in the day:', 'أبكر وصول في اليوم:'],
    open_late: ['The latest arrival in the day:', 'آخر موعد وصول في اليوم:'],
  };
  const [en, ar] = head[kind] ?? ['', ''];
  return [say(voice, en, ar), ...lines].join('\n');
}

/** An offer's price now (the promotional price, else the original). */
const offerPrice = (p: PromotionInfo) => p.promotionalPriceUSD ?? p.originalPriceUSD;

/** The cheapest or dearest offer by its price, or the one with the biggest discount. */
export function promotionSuperlative(
  voice: Voice,
  kind: Superlative,
  promotions: PromotionInfo[],
): string | undefined {
  if (kind !== 'cheapest' && kind !== 'priciest') return undefined;
  const winners = best(promotions, offerPrice, kind === 'priciest');
  const first = winners[0];
  const price = first ? offerPrice(first) : null;
  if (!first || price === null) return undefined;
  const names = joinList(
    voice,
    winners.map((p) => nameShown(voice, p.title, p.titleAr)),
  );
  const both = priceBoth(voice, price);
  const was =
    first.originalPriceUSD !== null && first.originalPriceUSD !== price
      ? say(
          voice,
          `, was ${usd(voice, first.originalPriceUSD)}`,
          `، بدلًا من ${usd(voice, first.originalPriceUSD)}`,
        )
      : '';
  return kind === 'cheapest'
    ? say(voice, `The most affordable offer: ${names}, ${both}${was}.`, `أرخص عرض: ${names}، ${both}${was}.`)
    : say(voice, `The most expensive offer: ${names}, ${both}${was}.`, `أغلى عرض: ${names}، ${both}${was}.`);
}
