import type { ToolResults } from '../tools/types.ts';
import type { Measure } from './compare-aspect.ts';
import {
  describeActivity,
  describeExcursion,
  describeRestaurant,
  describeSpa,
  describeVenue,
} from './describe.ts';
import type { Referent } from './field-answer.ts';
import { normalize } from './language.ts';
import type { Describable } from './match.ts';
import { minutesOf, parseHours } from './open-hours.ts';
import { difficultyRank, excursionMinutes } from './reason.ts';
import { activityStarts } from './reason-lists.ts';
import { clock, clocksIn, place, priceBoth, say, term, type Voice } from './say.ts';

/**
 * One thing a guest can name, whatever list holds it: the Kids Zone is an activity and a deck
 * venue, Amwaj Buffet a restaurant and a venue. Its records, the richest kind first, each give
 * the facts it has (issue 9, point 5: compare any kinds, never invent a value a record lacks).
 */
export type ThingRecord = Exclude<Referent, { kind: 'port' } | { kind: 'promotion' }>;
export type Thing = { name: string; nameAr: string | null; records: ThingRecord[] };

const KIND_ORDER: ThingRecord['kind'][] = ['restaurant', 'spa', 'excursion', 'activity', 'venue'];

const nameOf = (record: ThingRecord) => (record.kind === 'excursion' ? record.item.title : record.item.name);
const nameArOf = (record: ThingRecord) =>
  (record.kind === 'excursion' ? record.item.titleAr : record.item.nameAr) ?? null;

/** Every restaurant, treatment, excursion, activity and venue of this turn's lookups, one thing per name. */
export function thingsOf(results: Partial<ToolResults>): Thing[] {
  const records: ThingRecord[] = [
    ...(results.restaurants?.restaurants ?? []).map((item) => ({ kind: 'restaurant' as const, item })),
    ...(results.spaServices?.services ?? []).map((item) => ({ kind: 'spa' as const, item })),
    ...(results.shoreExcursions?.excursions ?? []).map((item) => ({ kind: 'excursion' as const, item })),
    ...(results.activities?.activities ?? []).map((item) => ({ kind: 'activity' as const, item })),
    ...(results.venues?.venues ?? []).map((item) => ({ kind: 'venue' as const, item })),
  ];
  const things = new Map<string, Thing>();
  for (const record of records) {
    const key = normalize(nameOf(record));
    const thing = things.get(key);
    if (thing) {
      thing.records.push(record);
      thing.nameAr ??= nameArOf(record);
    } else things.set(key, { name: nameOf(record), nameAr: nameArOf(record), records: [record] });
  }
  for (const thing of things.values())
    thing.records.sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  return [...things.values()];
}

function describeRecord(record: ThingRecord): Describable {
  switch (record.kind) {
    case 'restaurant':
      return describeRestaurant(record.item);
    case 'spa':
      return describeSpa(record.item);
    case 'excursion':
      return describeExcursion(record.item);
    case 'activity':
      return describeActivity(record.item);
    case 'venue':
      return describeVenue(record.item);
  }
}

/** How a thing is recognised: its name, and the keywords of all its records. */
export function describeThing(thing: Thing): Describable {
  const all = thing.records.map(describeRecord);
  return {
    name: thing.name,
    nameAr: thing.nameAr,
    keywords: all.flatMap((described) => described.keywords ?? []),
    description: all[0]?.description ?? '',
  };
}

/** A record's value for a measure: `at` orders it, `text` states it in the reply's language. */
export type Value = { at: number; text: string };

const money = priceBoth;
const deckIn = (location: string) => Number(/\bdeck\s*(\d{1,2})\b/i.exec(location)?.[1] ?? Number.NaN);
const DAY = 24 * 60;
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
/** 'All ages' is open from 0; 'Ages 10+', 'Ages 3–12', 'Adults 16+' from their first figure. */
const youngestAge = (group: string) =>
  /^all ages/i.test(group.trim()) ? 0 : Number(/\d+/.exec(group)?.[0] ?? Number.NaN);

function valueOfRecord(voice: Voice, record: ThingRecord, measure: Measure): Value | undefined {
  const v = (at: number, en: string, ar: string): Value | undefined =>
    Number.isFinite(at) ? { at, text: say(voice, en, ar) } : undefined;
  switch (record.kind) {
    case 'restaurant': {
      const r = record.item;
      const open = minutesOf(r.openingTime);
      const close =
        minutesOf(r.closingTime) <= open ? minutesOf(r.closingTime) + DAY : minutesOf(r.closingTime);
      const [from, to] = [clock(voice, r.openingTime), clock(voice, r.closingTime)];
      if (measure === 'rating') return v(r.rating, `${r.rating}/5`, `${r.rating}/5`);
      if (measure === 'start') return v(open, `opens at ${from}`, `يفتح الساعة ${from}`);
      if (measure === 'end') return v(close, `closes at ${to}`, `يغلق الساعة ${to}`);
      if (measure === 'hours') return v(open, `open ${from}–${to}`, `يفتح من ${from} إلى ${to}`);
      if (measure === 'deck') return v(deckIn(r.location), r.location, place(voice, r.location));
      if (measure === 'capacity' && r.capacity)
        return v(r.capacity, `${r.capacity} seats`, `${r.capacity} مقعدًا`);
      return undefined;
    }
    case 'spa': {
      const s = record.item;
      const [from, to] = [clock(voice, s.startTime), clock(voice, s.endTime)];
      if (measure === 'price' && s.priceUSD !== null)
        return v(s.priceUSD, money(voice, s.priceUSD), money(voice, s.priceUSD));
      if (measure === 'duration') return v(s.duration, `${s.duration} minutes`, `${s.duration} دقيقة`);
      if (measure === 'start')
        return v(minutesOf(s.startTime), `appointments from ${from}`, `المواعيد من الساعة ${from}`);
      if (measure === 'end')
        return v(minutesOf(s.endTime), `appointments until ${to}`, `المواعيد حتى الساعة ${to}`);
      if (measure === 'hours')
        return v(minutesOf(s.startTime), `offered ${from}–${to}`, `متاح من ${from} إلى ${to}`);
      return undefined;
    }
    case 'excursion': {
      const e = record.item;
      const [leaves, back] = [clock(voice, e.departureTime), clock(voice, e.returnTime)];
      if (measure === 'price')
        return v(e.priceUSD, `${money(voice, e.priceUSD)} per person`, `${money(voice, e.priceUSD)} للشخص`);
      if (measure === 'duration') return v(excursionMinutes(e), e.duration, term(voice, e.duration));
      if (measure === 'difficulty')
        return v(difficultyRank(e) ?? Number.NaN, e.difficulty, term(voice, e.difficulty));
      if (measure === 'start')
        return v(minutesOf(e.departureTime), `departs at ${leaves}`, `تنطلق الساعة ${leaves}`);
      if (measure === 'end') return v(minutesOf(e.returnTime), `returns at ${back}`, `تعود الساعة ${back}`);
      if (measure === 'hours')
        return v(
          minutesOf(e.departureTime),
          `departs ${leaves}, returns ${back}`,
          `تنطلق ${leaves} وتعود ${back}`,
        );
      return undefined;
    }
    case 'activity': {
      const a = record.item;
      const schedule = say(voice, clocksIn(voice, a.schedule), term(voice, a.schedule));
      const starts = activityStarts(a);
      const ends = parseHours(a.schedule).spans.map((span) => span.to);
      if (measure === 'age' && a.ageGroup)
        return v(youngestAge(a.ageGroup), a.ageGroup, term(voice, a.ageGroup));
      if (measure === 'deck') return v(deckIn(a.location), a.location, place(voice, a.location));
      if (measure === 'start' && starts.length) return v(Math.min(...starts), schedule, schedule);
      if (measure === 'end' && ends.length) return v(Math.max(...ends), schedule, schedule);
      if (measure === 'hours' && starts.length) return v(Math.min(...starts), schedule, schedule);
      return undefined;
    }
    case 'venue': {
      const venue = record.item;
      const opening = parseHours(venue.operatingHours);
      const hours = venue.operatingHours
        ? say(voice, clocksIn(voice, venue.operatingHours), term(voice, venue.operatingHours))
        : '';
      if (measure === 'deck')
        return v(venue.deckNumber, `Deck ${venue.deckNumber}`, `الطابق ${venue.deckNumber}`);
      if (opening.always && (measure === 'start' || measure === 'end' || measure === 'hours'))
        return v(measure === 'end' ? 2 * DAY : 0, hours, hours);
      const spans = opening.spans;
      if (spans.length === 0) return undefined;
      const open = Math.min(...spans.map((span) => span.from));
      const close = Math.max(...spans.map((span) => span.to));
      if (measure === 'start')
        return v(open, `opens at ${clock(voice, hhmm(open))}`, `يفتح الساعة ${clock(voice, hhmm(open))}`);
      if (measure === 'end')
        return v(close, `closes at ${clock(voice, hhmm(close))}`, `يغلق الساعة ${clock(voice, hhmm(close))}`);
      if (measure === 'hours') return v(open, `open ${hours}`, `ساعات العمل: ${hours}`);
      return undefined;
    }
  }
}

/** The thing's value for the measure, from the first of its records that has one; none: unknown. */
export function measuredValue(voice: Voice, thing: Thing, measure: Measure): Value | undefined {
  for (const record of thing.records) {
    const value = valueOfRecord(voice, record, measure);
    if (value) return value;
  }
  return undefined;
}

/** What kind of thing it is, for the reply ('restaurant', 'رحلة برية'): its first record's kind. */
export const kindOf = (thing: Thing): ThingRecord['kind'] => thing.records[0]?.kind ?? 'venue';
