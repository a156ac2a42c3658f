import { describe, expect, it } from 'vitest';
import type { ItineraryResult, PortInfo } from '../tools/types.ts';
import { composeNextAfter, composeStay, composeWhereOn, otherDayAsked, portDayAsked } from './port-day.ts';

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
    expect(portDayAsked('how long r we in aqaba')).toEqual({ kind: 'stay' });
    expect(portDayAsked('هنقعد كام ساعة في سفاجا')).toEqual({ kind: 'stay' });
    expect(portDayAsked('which day do we get to sharm')).toEqual({ kind: 'which_day' });
    expect(portDayAsked('في أي يوم نكون في العقبة؟')).toEqual({ kind: 'which_day' });
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
    expect(otherDayAsked('what about tomorrow?')).toBe(1);
    expect(otherDayAsked('and the day after?')).toBe(2);
    expect(otherDayAsked('وبكره؟')).toBe(1);
    expect(otherDayAsked('what about the spa tomorrow?')).toBeUndefined();
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
