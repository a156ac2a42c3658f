import { describe, expect, it } from 'vitest';
import type { ItineraryResult, PortInfo } from '../tools/types.ts';
import { dateOfDay } from './day-asked.ts';
import { normalize } from './language.ts';
import { composeNextAfter, composeStay, composeWhereOn, otherDayAsked, portDayAsked } from './port-day.ts';
import { composeTimezone, timezoneAsked } from './port-timezone.ts';

const voice = (lang: 'en' | 'ar') => ({ lang, today: '2026-11-24', guestName: undefined, brand: 'Marsa' });
const port = (
  order: number,
  name: string,
  arrival: string,
  departure: string,
  times: [string, string],
): PortInfo => ({
  id: order,
  order,
  portName: name,
  portNameAr: null,
  country: 'Saudi Arabia',
  description: '',
  arrivalDate: arrival,
  arrivalTime: times[0],
  departureDate: departure,
  departureTime: times[1],
  highlights: [],
  activities: [],
  imageUrl: '',
});
const itinerary: ItineraryResult = {
  today: '2026-11-24',
  ports: [
    port(1, 'Jeddah', '2026-11-24', '2026-11-24', ['12:00', '22:00']),
    port(2, 'Al Wajh', '2026-11-25', '2026-11-26', ['07:00', '21:00']),
    port(3, 'Aqaba', '2026-11-28', '2026-11-28', ['07:00', '20:00']),
  ],
};

describe('portDayAsked', () => {
  it('reads where the ship is on a day, how long it stays and on which day it arrives', () => {
    expect(portDayAsked('where are we today')).toEqual({ kind: 'where', days: 0 });
    expect(portDayAsked("where's the ship tomorrow?")).toEqual({ kind: 'where', days: 1 });
    expect(portDayAsked('which port are we in tomorrow')).toEqual({ kind: 'where', days: 1 });
    expect(portDayAsked('وين بنكون بكرة؟')).toEqual({ kind: 'where', days: 1 });
    expect(portDayAsked('where will we be in three days?')).toEqual({ kind: 'where', days: 3 });
    expect(portDayAsked('وين بنكون بعد يومين؟')).toEqual({ kind: 'where', days: 2 });
    expect(portDayAsked('how long r we in aqaba')).toEqual({ kind: 'stay' });
    expect(portDayAsked('هنقعد كام ساعة في سفاجا')).toEqual({ kind: 'stay' });
    expect(portDayAsked('which day do we get to sharm')).toEqual({ kind: 'which_day' });
    expect(portDayAsked('في أي يوم نكون في العقبة؟')).toEqual({ kind: 'which_day' });
  });
  it('reads a call asked as a span, from when to when', () => {
    expect(portDayAsked('قديش بتضل السفينة بشرم الشيخ؟ من أيمتى لأيمتى؟')).toEqual({ kind: 'stay' });
    expect(portDayAsked('المركب هيفضل في ينبع من امتى لامتى؟')).toEqual({ kind: 'stay' });
    expect(portDayAsked('how long are we docked in Aqaba, from what time till when?')).toEqual({
      kind: 'stay',
    });
    expect(portDayAsked('السبا مفتوح من امتى لامتى؟')).toBeUndefined();
    expect(portDayAsked('the gym is open from when to when?')).toBeUndefined();
  });
  it('leaves other questions alone', () => {
    expect(portDayAsked('where is the gym')).toBeUndefined();
    expect(portDayAsked("what's on today")).toBeUndefined();
    expect(portDayAsked('وش نسوي اليوم في المركب')).toBeUndefined();
    expect(portDayAsked('how long is the petra tour')).toBeUndefined();
    expect(portDayAsked('dinner for four tomorrow night - where can we eat?')).toBeUndefined();
    expect(portDayAsked('where should we go for lunch tomorrow?')).toBeUndefined();
  });
});

describe('otherDayAsked', () => {
  it('is a bare other day', () => {
    expect(otherDayAsked('what about tomorrow?')).toEqual({ days: 1 });
    expect(otherDayAsked('and the day after?')).toEqual({ days: 2 });
    expect(otherDayAsked('وبكره؟')).toEqual({ days: 1 });
    expect(otherDayAsked('what about the spa tomorrow?')).toBeUndefined();
  });
  it('is a bare weekday or date', () => {
    expect(otherDayAsked('and on Sunday?')).toEqual({ weekday: 0 });
    expect(otherDayAsked('طيب ويوم الأحد؟')).toEqual({ weekday: 0 });
    expect(otherDayAsked('and the 28th?')).toEqual({ monthDay: 28 });
    expect(otherDayAsked('ويوم ٢٨؟')).toEqual({ monthDay: 28 });
    // A bare number is a party or a count, not a date.
    expect(otherDayAsked('what about 3?')).toBeUndefined();
  });
});

describe('a named weekday or date', () => {
  it('asks where the ship is on it', () => {
    expect(portDayAsked('Where are we on Wednesday?')).toEqual({ kind: 'where', weekday: 3 });
    expect(portDayAsked('which port are we in on friday')).toEqual({ kind: 'where', weekday: 5 });
    expect(portDayAsked('وين بنكون يوم السبت؟')).toEqual({ kind: 'where', weekday: 6 });
    expect(portDayAsked('هنكون فين يوم الاتنين؟')).toEqual({ kind: 'where', weekday: 1 });
    expect(portDayAsked('where will we be on the 28th?')).toEqual({ kind: 'where', monthDay: 28 });
    expect(portDayAsked('يوم ٢٩ وين بنكون؟')).toEqual({ kind: 'where', monthDay: 29 });
  });
  it('falls on the next such day from today', () => {
    expect(dateOfDay({ weekday: 3 }, '2026-11-24')).toBe('2026-11-25');
    expect(dateOfDay({ weekday: 2 }, '2026-11-24')).toBe('2026-11-24');
    expect(dateOfDay({ monthDay: 2 }, '2026-11-24')).toBe('2026-12-02');
    expect(dateOfDay({ days: 1 }, '2026-11-24')).toBe('2026-11-25');
  });
});

describe('timezoneAsked and composeTimezone', () => {
  it('reads a time-zone question in either language', () => {
    expect(
      timezoneAsked(normalize("In Safaga is the time different from the ship? what's the timezone")),
    ).toBe(true);
    expect(timezoneAsked(normalize('do I need to change my watch in Aqaba?'))).toBe(true);
    expect(timezoneAsked(normalize('الساعة في شرم نفس ساعة السفينة ولا تختلف؟'))).toBe(true);
    expect(timezoneAsked(normalize('what time do we leave Safaga?'))).toBe(false);
    expect(timezoneAsked(normalize('ما توقيت العرض الليلة؟'))).toBe(false);
  });
  it('gives the zone against the call before it', () => {
    const ports = [
      { ...itinerary.ports[0], timezone: 'UTC+3' },
      { ...itinerary.ports[2], order: 2, portName: 'Safaga', country: 'Egypt', timezone: 'UTC+2' },
    ] as PortInfo[];
    expect(composeTimezone(voice('en'), ports[1] as PortInfo, ports)).toBe(
      'Safaga, Egypt, keeps UTC+2: 1 hour behind Jeddah (UTC+3), the call before it, so clocks go back 1 hour.',
    );
    expect(
      composeTimezone(voice('en'), { ...(ports[1] as PortInfo), timezone: null }, ports),
    ).toBeUndefined();
  });
});

describe('composeWhereOn and composeStay', () => {
  it('names the port of the day, its times and all-aboard, or the overnight', () => {
    expect(composeWhereOn(voice('en'), itinerary, '2026-11-24')).toMatch(
      /^Today \(.*\) we are in Jeddah, Saudi Arabia: arriving at 12:00 PM, leaving at 10:00 PM \(all aboard 9:30 PM\)\.$/,
    );
    expect(composeWhereOn(voice('en'), itinerary, '2026-11-25')).toMatch(/Al Wajh.*staying overnight/);
    expect(composeWhereOn(voice('en'), itinerary, '2026-11-27')).toMatch(/at sea, sailing to Aqaba/);
  });
  it('gives the hours in port, overnight calls included', () => {
    expect(composeStay(voice('en'), itinerary.ports[2] as PortInfo)).toMatch(
      /Aqaba, Saudi Arabia, for 13 hours/,
    );
    expect(composeStay(voice('en'), itinerary.ports[1] as PortInfo)).toMatch(
      /for 38 hours \(an overnight call\)/,
    );
  });
});

describe('composeNextAfter', () => {
  it('names the call after the port just shown, or says it is the last', () => {
    expect(composeNextAfter(voice('en'), itinerary, itinerary.ports[1] as PortInfo)).toMatch(
      /^After Al Wajh we sail to Aqaba/,
    );
    expect(composeNextAfter(voice('en'), itinerary, itinerary.ports[2] as PortInfo)).toMatch(/last call/);
  });
});
