import { describe, expect, it } from 'vitest';
import { portInfo } from '../testing/port-info.ts';
import { excursionInfo } from '../testing/records.ts';
import type { Turn } from './conversation.ts';
import type { Focus } from './focus.ts';
import { languageOf } from './language.ts';
import { answerExcursions, answerItinerary } from './plan-answer.ts';
import type { Step } from './plan-types.ts';
import { conversation, TODAY } from './test-conversation.ts';

/** A step whose latest message is the last user turn, read as `intent`. */
function stepOf(turns: Turn[], intent: Focus['intent']): Step {
  const latest = turns.filter((turn) => turn.role === 'user').at(-1)?.text ?? '';
  const lang = languageOf(latest, 'en');
  return {
    conversation: conversation(turns),
    focus: { intent, text: latest, latest, details: { items: [] }, lang },
    voice: { lang, today: TODAY, guestName: undefined, brand: 'Marsa' },
    date: TODAY,
  };
}

const alWajh = { portName: 'Al Wajh (for AlUla)', portNameAr: 'الوجه (إلى العُلا)' };
const sharm = { portName: 'Sharm El Sheikh', portNameAr: 'شرم الشيخ' };
const excursions = [
  excursionInfo('AlUla & Hegra Heritage Expedition', { titleAr: 'رحلة العُلا والحِجر التراثية', ...alWajh }),
  excursionInfo('Elephant Rock Sunset & Stargazing', {
    titleAr: 'الغروب عند جبل الفيل ورصد النجوم',
    category: 'family',
    priceUSD: 165,
    ...alWajh,
  }),
  excursionInfo('Private Hot-Air Balloon over AlUla', { titleAr: 'منطاد خاص فوق العُلا', ...alWajh }),
  excursionInfo('Ras Mohammed Dive Discovery', {
    difficulty: 'challenging',
    category: 'adventure',
    ...sharm,
  }),
  excursionInfo('Naama Bay Glass-Boat Family Cruise', { category: 'family', priceUSD: 55, ...sharm }),
  excursionInfo('Hurghada Marina & Bazaar', { category: 'shopping', priceUSD: 29, portName: 'Safaga' }),
];
const user = (text: string): Turn => ({ role: 'user', text });
const assistant = (text: string): Turn => ({ role: 'assistant', text });

describe('answerExcursions', () => {
  it("lists every tour of the port a place it is the gateway to names ('للعلا')", () => {
    const text = answerExcursions(stepOf([user('فيه رحلات للعلا؟')], 'excursions'), { excursions });
    expect(text).toContain('جبل الفيل');
    expect(text).toContain('منطاد');
    expect(text).not.toContain('Naama');
  });

  it('finds the cheapest of the kind named', () => {
    const text = answerExcursions(stepOf([user("what's the cheapest family excursion?")], 'excursions'), {
      excursions,
    });
    expect(text).toContain('of the family excursions: Naama Bay Glass-Boat Family Cruise');
    expect(text).not.toContain('Hurghada');
  });

  it('finds the cheapest of the tours that suit young children', () => {
    const text = answerExcursions(stepOf([user('cheapest tour for the kids?')], 'excursions'), {
      excursions,
    });
    expect(text).toContain('for young children: Naama Bay Glass-Boat Family Cruise');
    expect(text).not.toContain('Hurghada');
  });

  it("picks the port's tour for the young children spoken of before", () => {
    const turns = [
      user("We're travelling with our two kids, what is there for them on board?"),
      assistant('**Kids Zone** is on Deck 18.'),
      user('Is there a tour in Sharm that would suit them?'),
    ];
    const text = answerExcursions(stepOf(turns, 'excursions'), { excursions });
    expect(text).toContain('family excursion: Naama Bay Glass-Boat Family Cruise');
    expect(text).not.toContain('Elephant Rock');
  });
});

describe('answerItinerary', () => {
  const result = {
    today: TODAY,
    ports: [
      portInfo({ order: 1, portName: 'Yanbu', portNameAr: 'ينبع' }),
      portInfo({ order: 2, ...alWajh }),
      portInfo({ order: 3, portName: 'Aqaba', portNameAr: 'العقبة', arrivalDate: '2026-11-26' }),
      portInfo({ order: 4, portName: 'Safaga', portNameAr: 'سفاجا', arrivalDate: '2026-11-27' }),
    ],
  };
  it("reads the port after 'after', though 'الوجهة' (destination) also reads as Al Wajh", () =>
    expect(
      answerItinerary(stepOf([user('ما هي الوجهة التي نبحر إليها بعد العقبة؟')], 'itinerary'), result),
    ).toContain('بعد العقبة نبحر إلى سفاجا'));
});
