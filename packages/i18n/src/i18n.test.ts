import { describe, expect, it } from 'vitest';
import { catalogs, dir, formatDate, formatTime, interpolate } from './index.ts';

function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafPaths(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('catalogs', () => {
  it('give Arabic every English key and no empty text', () => {
    expect(leafPaths(catalogs.ar).sort()).toEqual(leafPaths(catalogs.en).sort());
    for (const lang of ['en', 'ar'] as const) {
      const empty = leafPaths(catalogs[lang]).filter((path) => {
        const text = path
          .split('.')
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
