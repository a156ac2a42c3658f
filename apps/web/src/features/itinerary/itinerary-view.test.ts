import { ALL_ABOARD_MINUTES_BEFORE_DEPARTURE } from '@marsa/trpc/schemas';
import { describe, expect, it } from 'vitest';
import { allAboardTime, itineraryStops, voyageLength } from './itinerary-view.ts';

const port = (portOrder: number, arrivalDate: string, departureDate: string, activities: string[] = []) => ({
  portOrder,
  arrivalDate,
  departureDate,
  activities,
});

describe('itineraryStops', () => {
  const ports = [
    port(3, '2026-11-24', '2026-11-24', ['a', 'b']),
    port(1, '2026-11-22', '2026-11-22', ['one', 'two', 'three', 'four', 'five']),
    port(2, '2026-11-23', '2026-11-24'),
  ];

  it('orders the ports by portOrder and numbers them 1..N with their cruise day', () => {
    const stops = itineraryStops(ports, '2026-11-01');
    expect(stops.map((stop) => [stop.number, stop.port.portOrder, stop.day])).toEqual([
      [1, 1, 1],
      [2, 2, 2],
      [3, 3, 3],
    ]);
  });

  it('shows only the first 3 activities and counts the rest', () => {
    const [first, , third] = itineraryStops(ports, '2026-11-01');
    expect(first?.activities).toEqual(['one', 'two', 'three']);
    expect(first?.moreActivities).toBe(2);
    expect(third?.activities).toEqual(['a', 'b']);
    expect(third?.moreActivities).toBe(0);
  });

  it('marks the ports the ship is in today, overnight stays included', () => {
    const stops = itineraryStops(ports, '2026-11-24');
    expect(stops.map((stop) => stop.isToday)).toEqual([false, true, true]);
    expect(stops.map((stop) => stop.departsOnArrivalDay)).toEqual([true, false, true]);
  });
});

describe('voyageLength', () => {
  it('counts ports and days, first arrival to last departure', () => {
    expect(voyageLength([port(1, '2026-11-22', '2026-11-22'), port(2, '2026-11-29', '2026-11-29')])).toEqual({
      ports: 2,
      days: 8,
    });
    expect(voyageLength([])).toEqual({ ports: 0, days: 0 });
  });
});

describe('allAboardTime', () => {
  it('is the departure minus 30 minutes, wrapping past midnight', () => {
    expect(ALL_ABOARD_MINUTES_BEFORE_DEPARTURE).toBe(30);
    expect(allAboardTime('18:00')).toBe('17:30');
    expect(allAboardTime('09:15')).toBe('08:45');
    expect(allAboardTime('00:10')).toBe('23:40');
  });
});
