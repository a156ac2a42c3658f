import { describe, expect, it } from 'vitest';
import { portInfo } from '../testing/port-info.ts';
import type { ItineraryResult } from '../tools/types.ts';
import type { Step } from './plan-types.ts';
import { portOfDayNamed, portOnDate, portShownBefore } from './port-in-context.ts';
import { conversation, TODAY } from './test-conversation.ts';

const port = (order: number, portName: string, portNameAr: string, arrival: string, departure: string) =>
  portInfo({
    order,
    portName,
    portNameAr,
    arrivalDate: arrival,
    arrivalTime: '08:00',
    departureDate: departure,
    departureTime: '18:00',
  });

const itinerary: ItineraryResult = {
  today: TODAY,
  ports: [
    port(1, 'Jeddah', 'جدة', '2026-11-24', '2026-11-24'),
    port(2, 'Yanbu', 'ينبع', '2026-11-25', '2026-11-25'),
    port(3, 'Al Wajh', 'الوجه', '2026-11-26', '2026-11-27'),
    port(4, 'Jeddah', 'جدة', '2026-12-01', '2026-12-01'),
  ],
} as ItineraryResult;

const after = (shown: string) =>
  ({
    conversation: conversation([
      { role: 'user', text: 'where are we?' },
      { role: 'assistant', text: shown },
      { role: 'user', text: 'what time do we leave there?' },
    ]),
  }) as unknown as Step;

describe('the port a follow-up is about', () => {
  it('is the one port the last reply named', () => {
    expect(portShownBefore(after('On Wednesday we are in Yanbu.'), itinerary)?.order).toBe(2);
    expect(portShownBefore(after('يوم الأربعاء نكون في ينبع.'), itinerary)?.order).toBe(2);
  });
  it('is none when the reply named several ports', () => {
    expect(portShownBefore(after('Jeddah, then Yanbu, then Al Wajh.'), itinerary)).toBeUndefined();
  });
  it('tells two calls of one name apart by the date shown, else the one still ahead', () => {
    expect(portShownBefore(after('On Tuesday, December 1, 2026 we are in Jeddah.'), itinerary)?.order).toBe(
      4,
    );
    expect(portShownBefore(after('We are in Jeddah.'), itinerary)?.order).toBe(1);
  });
  it('is the call of a day the message names', () => {
    expect(portOfDayNamed('what time do we leave on Thursday?', itinerary)?.order).toBe(3);
    expect(portOnDate(itinerary.ports, '2026-11-27')?.order).toBe(3);
    expect(portOfDayNamed('what time do we leave?', itinerary)).toBeUndefined();
  });
});
