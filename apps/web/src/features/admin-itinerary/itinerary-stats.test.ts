import { catalogs } from '@marsa/i18n';
import { describe, expect, it } from 'vitest';
import { daysLabel, itineraryStats, nextPortOrder, sortPorts } from './itinerary-stats.ts';

const port = (id: number, portName: string, portOrder: number) => ({ id, portName, portOrder });

describe('itineraryStats', () => {
  it('reads 0 ports, 0 days and no next port when the itinerary is empty', () => {
    expect(itineraryStats([])).toEqual({ totalPorts: 0, cruiseDays: 0, nextPort: null });
  });

  it('counts the ports and adds one day to the port count', () => {
    const ports = [port(1, 'Jeddah', 1), port(2, 'Yanbu', 2), port(3, 'Aqaba', 3)];
    expect(itineraryStats(ports)).toEqual({ totalPorts: 3, cruiseDays: 4, nextPort: 'Jeddah' });
    expect(itineraryStats([port(9, 'Safaga', 4)]).cruiseDays).toBe(2);
  });

  it('names the port whose order is 1, wherever it sits in the list, and none without one', () => {
    expect(itineraryStats([port(1, 'Yanbu', 2), port(2, 'Jeddah', 1)]).nextPort).toBe('Jeddah');
    expect(itineraryStats([port(1, 'Yanbu', 2), port(2, 'Aqaba', 3)]).nextPort).toBeNull();
  });
});

describe('sortPorts', () => {
  it('orders by portOrder, then id, without touching the input', () => {
    const input = [port(3, 'C', 2), port(1, 'A', 3), port(2, 'B', 2)];
    expect(sortPorts(input).map((p) => p.portName)).toEqual(['B', 'C', 'A']);
    expect(input.map((p) => p.portName)).toEqual(['C', 'A', 'B']);
  });
});

describe('nextPortOrder', () => {
  it('is one after the highest order, or 1 for an empty itinerary', () => {
    expect(nextPortOrder([])).toBe(1);
    expect(nextPortOrder([port(1, 'A', 1), port(2, 'B', 5)])).toBe(6);
  });
});

describe('daysLabel', () => {
  it("always reads 'N Days' in English, including '0 Days'", () => {
    const table = catalogs.en.adminItinerary.stats.days;
    expect(daysLabel(0, 'en', table)).toBe('0 Days');
    expect(daysLabel(1, 'en', table)).toBe('1 Days');
    expect(daysLabel(8, 'en', table)).toBe('8 Days');
  });

  it('uses the Arabic plural forms', () => {
    const table = catalogs.ar.adminItinerary.stats.days;
    expect(daysLabel(2, 'ar', table)).toBe('يومان');
    expect(daysLabel(5, 'ar', table)).toBe('5 أيام');
    expect(daysLabel(12, 'ar', table)).toBe('12 يوماً');
  });
});
