import { describe, expect, it } from 'vitest';
import { portInfo } from '../testing/port-info.ts';
import type { ItineraryResult, PortInfo } from '../tools/types.ts';
import { normalize } from './language.ts';
import { asksCountryCalls, composePortsInCountry, countryAsked } from './ports-by-country.ts';
import { asksArrival, asksGettingOff, isEndOfCruiseQuestion } from './reason.ts';

const port = (order: number, portName: string, portNameAr: string, country: string): PortInfo =>
  portInfo({
    order,
    portName,
    portNameAr,
    country,
    arrivalDate: `2026-12-0${order}`,
    departureDate: `2026-12-0${order}`,
  });
const ports = [
  port(1, 'Jeddah', 'جدة', 'Saudi Arabia'),
  port(2, 'Sharm El Sheikh', 'شرم الشيخ', 'Egypt'),
  port(3, 'Aqaba', 'العقبة', 'Jordan'),
  port(4, 'Safaga', 'سفاجا', 'Egypt'),
];
const asked = (text: string) => countryAsked(normalize(text), ports);

describe('ports by country', () => {
  it.each([
    ['which of our stops are in Egypt?', 'Egypt'],
    ['do we stop anywhere in Jordan?', 'Jordan'],
    ['وش الموانئ اللي في مصر؟', 'Egypt'],
    ['كم ميناء نزور في السعودية؟', 'Saudi Arabia'],
    ['which saudi ports do we visit', 'Saudi Arabia'],
    ['when are we in egypt', 'Egypt'],
    ['احنا هنكون في مصر امتى؟', 'Egypt'],
  ])('%s → %s', (text, country) => {
    expect(asked(text)).toBe(country);
  });

  it.each([
    'do I need a visa to visit Egypt?',
    'what time zone is Jordan in?',
    'when do we arrive in Aqaba, Jordan?',
    'is Egypt nice?',
  ])('%s is not a question about the calls in a country', (text) => {
    expect(asked(text)).toBeUndefined();
  });

  it.each([
    'does the cruise go to Jordan at all?',
    'هل تتوقف الرحلة في الأردن؟',
    'هنروح مصر في الرحلة دي؟',
    'are we stopping anywhere in Egypt?',
  ])('%s asks about the calls in a country before the itinerary is read', (text) => {
    expect(asksCountryCalls(normalize(text))).toBe(true);
    expect(asked(text)).toBeDefined();
  });

  it.each([
    'do I need a visa for Jordan?',
    'is there a pharmacy on board?',
    'do we go to the theatre tonight?',
  ])("%s is no question about a country's calls", (text) => {
    expect(asksCountryCalls(normalize(text))).toBe(false);
  });

  it('lists the calls in the country with their times', () => {
    const result = { ports, today: '2026-12-01' } as ItineraryResult;
    const text = composePortsInCountry({ lang: 'en', today: '2026-12-01' } as never, result, 'Egypt');
    expect(text).toContain('Sharm El Sheikh');
    expect(text).toContain('Safaga');
    expect(text).not.toContain('Aqaba');
  });
});

describe('arrival, getting off and the end of the cruise', () => {
  it('reads the arrival asked with the departure', () => {
    expect(asksArrival(normalize('ينبع متى نوصل لها ومتى تمشي السفينة منها؟'))).toBe(true);
    expect(asksArrival(normalize('Aqaba: what time do we get in and when do we leave?'))).toBe(true);
    expect(asksArrival(normalize('what time does the ship leave Sharm?'))).toBe(false);
  });
  it('reads getting off on the last day', () => {
    expect(asksGettingOff(normalize('from when can we start getting off?'))).toBe(true);
    expect(asksGettingOff(normalize('ومن أي ساعة نقدر ننزل من السفينة؟'))).toBe(true);
    expect(isEndOfCruiseQuestion(normalize('when do we dock back in Jeddah?'))).toBe(true);
  });
});
