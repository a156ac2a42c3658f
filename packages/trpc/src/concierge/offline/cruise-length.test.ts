import { describe, expect, it } from 'vitest';
import { portInfo } from '../testing/port-info.ts';
import { composeCruiseLength, isCruiseLengthQuestion } from './cruise-length.ts';
import { normalize } from './language.ts';

const voice = { lang: 'en', today: '2026-11-24', guestName: undefined, brand: 'Marsa' } as const;
const itinerary = {
  today: '2026-11-24',
  ports: [
    portInfo({
      order: 1,
      portName: 'Jeddah',
      portNameAr: 'جدة',
      arrivalDate: '2026-11-24',
      departureDate: '2026-11-24',
      departureTime: '22:00',
    }),
    portInfo({
      order: 2,
      portName: 'Yanbu',
      portNameAr: 'ينبع',
      arrivalDate: '2026-11-25',
      departureDate: '2026-11-25',
    }),
    portInfo({
      order: 3,
      portName: 'Jeddah',
      portNameAr: 'جدة',
      arrivalDate: '2026-11-28',
      departureDate: '2026-11-28',
      arrivalTime: '07:00',
    }),
  ],
};

describe('the length of the cruise', () => {
  it.each([
    'how many nights are we on board in total?',
    'how long is this cruise?',
    'how many days is the cruise?',
    'الرحلة كلها كم ليلة؟',
    'الرحلة دي كام ليلة؟',
    'قديش ليلة منضل عالباخرة؟',
    'ما مدة الرحلة البحرية؟',
  ])('reads %j as the cruise length', (question) => {
    expect(isCruiseLengthQuestion(normalize(question))).toBe(true);
  });

  it.each([
    'how long is the trip to Petra?',
    'how long is the snorkelling tour?',
    'how many nights do we stay in AlUla?',
    'كم مدة رحلة البتراء؟',
    'كم ساعة الرحلة البرية؟',
  ])('leaves %j to the excursions and ports', (question) => {
    expect(isCruiseLengthQuestion(normalize(question))).toBe(false);
  });

  it('counts the nights from the first sailing to the return, with both ends', () => {
    const text = composeCruiseLength(voice, itinerary);
    expect(text).toContain('4 nights');
    expect(text).toContain('10:00 PM');
    expect(text).toContain('7:00 AM');
    expect(composeCruiseLength({ ...voice, lang: 'ar' }, itinerary)).toContain('4 ليالٍ');
  });

  it('says nothing without a published itinerary', () => {
    expect(composeCruiseLength(voice, { today: '2026-11-24', ports: [] })).toBeUndefined();
  });
});
