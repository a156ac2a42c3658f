import { describe, expect, it } from 'vitest';
import {
  catalogs,
  dir,
  FSI,
  formatDate,
  formatMoney,
  formatTime,
  formatTimesIn,
  interpolate,
  PDI,
  textDirection,
} from './index.ts';

/** Every text's path, keys joined by '/' (error codes hold dots: 'booking.fully_booked'). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafPaths(child, prefix ? `${prefix}/${key}` : key),
  );
}

describe('catalogs', () => {
  it('give Arabic every English key and no empty text', () => {
    expect(leafPaths(catalogs.ar).sort()).toEqual(leafPaths(catalogs.en).sort());
    for (const lang of ['en', 'ar'] as const) {
      const empty = leafPaths(catalogs[lang]).filter((path) => {
        const text = path
          .split('/')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], catalogs[lang]);
        return (text as string).trim() === '';
      });
      expect(empty, lang).toEqual([]);
    }
  });

  it('keep the exact spec texts', () => {
    expect(catalogs.en.common.notFound.body).toBe('Did you forget to add the page to the router?');
    expect(catalogs.en.common.guard.needAdmin).toBe('You need admin privileges to access this page.');
  });
});

describe('helpers', () => {
  it('interpolates placeholders and leaves unknown ones visible', () => {
    expect(interpolate('Suite {roomNumber} • Deck {deck}', { roomNumber: '8120', deck: 8 })).toBe(
      'Suite 8120 • Deck 8',
    );
    expect(interpolate('Hi {name}', {})).toBe('Hi {name}');
  });

  it('writes Arabic right to left', () => {
    expect(dir('ar')).toBe('rtl');
    expect(dir('en')).toBe('ltr');
  });

  it('formats dates and times per language', () => {
    expect(formatDate('2026-11-22', 'en')).toBe('Sunday, November 22, 2026');
    expect(formatTime('19:30', 'en')).toBe('7:30 PM');
    expect(formatTime('19:30', 'ar')).toMatch(/7:30/);
    expect(formatDate('2026-11-22', 'ar')).toMatch(/2026/);
  });
});

describe('times in free text', () => {
  it('writes 24-hour times in a text as 12-hour ones', () => {
    expect(formatTimesIn('Daily 09:00–19:00', 'en').replace(/\s/g, ' ')).toBe('Daily 9:00 AM–7:00 PM');
    expect(formatTimesIn('Sunset at 18:30, weather allowing', 'en').replace(/\s/g, ' ')).toBe(
      'Sunset at 6:30 PM, weather allowing',
    );
    expect(formatTimesIn('No times here', 'en')).toBe('No times here');
    // An Arabic time inside English data is isolated; inside Arabic text it is not.
    expect(formatTimesIn('Daily 11:00 and 15:30', 'ar').replace(/\s/g, ' ')).toBe(
      `Daily ${FSI}11:00 ص${PDI} and ${FSI}3:30 م${PDI}`,
    );
    expect(formatTimesIn('يوميًا 11:00', 'ar').replace(/\s/g, ' ')).toBe('يوميًا 11:00 ص');
  });
});

describe('bidirectional text', () => {
  it('isolates a value written in the other direction than its template', () => {
    expect(interpolate('Book {name}', { name: 'Irth' })).toBe('Book Irth');
    expect(interpolate('احجز {name}', { name: 'Irth' })).toBe('احجز \u2068Irth\u2069');
    expect(interpolate('Book {name}', { name: 'إرث' })).toBe('Book \u2068إرث\u2069');
    expect(interpolate('{count} مقاعد', { count: 4 })).toBe('4 مقاعد');
  });

  it('tells the direction of a text by its first strong letter', () => {
    expect(textDirection('Welcome aboard')).toBe('ltr');
    expect(textDirection('24 قيراط')).toBe('rtl');
    expect(textDirection('16+')).toBeUndefined();
  });

  it('shows USD as $ and SAR by language, never $US', () => {
    expect(formatMoney(95, 'USD', 'en')).toBe('$95.00');
    expect(formatMoney(356.25, 'SAR', 'en').replace(/\s/g, ' ')).toBe('SAR 356.25');
    expect(formatMoney(95, 'USD', 'ar')).toBe('\u2068$95.00\u2069');
    expect(formatMoney(356.25, 'SAR', 'ar')).toMatch(/^\u2068356\.25\sر\.س\.?\u2069$/);
  });
});
