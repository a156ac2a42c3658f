import { catalogs } from '@marsa/i18n';
import { describe, expect, it } from 'vitest';
import {
  badgeStyle,
  formatCoordinate,
  galleryItems,
  localizeDuration,
  serverMessage,
  toPercent,
  visibleTabs,
  wrapIndex,
} from './view.ts';

const en = catalogs.en.excursions;
const ar = catalogs.ar.excursions;

describe('localizeDuration', () => {
  it('reads the server duration again in the guest language', () => {
    expect(localizeDuration('4 hours', en.hours, 'en')).toBe('4 hours');
    expect(localizeDuration('1 hour', en.hours, 'en')).toBe('1 hour');
    expect(localizeDuration('4 hours', ar.hours, 'ar')).toBe('4 ساعات');
    expect(localizeDuration('2 hours', ar.hours, 'ar')).toBe('ساعتان');
    expect(localizeDuration('12 hours', ar.hours, 'ar')).toBe('12 ساعة');
    expect(localizeDuration('Full day', ar.hours, 'ar')).toBe('Full day');
  });
});

describe('serverMessage', () => {
  it("uses the server's message, and the fallback when the call never reached it", () => {
    const fromServer = Object.assign(new Error('Sorry, this excursion is fully booked.'), {
      data: { code: 'CONFLICT' },
    });
    expect(serverMessage(fromServer, 'fallback')).toBe('Sorry, this excursion is fully booked.');
    expect(serverMessage(new Error('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(serverMessage(Object.assign(new Error(''), { data: {} }), 'fallback')).toBe('fallback');
    expect(serverMessage(null, 'fallback')).toBe('fallback');
  });
});

describe('tabs and badges', () => {
  it('shows Recommended and My Bookings only to signed-in guests', () => {
    expect(visibleTabs(false)).toEqual(['all']);
    expect(visibleTabs(true)).toEqual(['all', 'recommended', 'bookings']);
  });

  it('rounds a score to a percent', () => {
    expect(toPercent(0.876)).toBe(88);
    expect(toPercent(0)).toBe(0);
    expect(toPercent(1)).toBe(100);
  });

  it('draws the §4 badge variants', () => {
    expect(badgeStyle('default')).toEqual({ variant: 'filled', color: 'sea' });
    expect(badgeStyle('destructive')).toEqual({ variant: 'filled', color: 'red' });
    expect(badgeStyle('secondary')).toEqual({ variant: 'light', color: 'gray' });
  });
});

describe('gallery', () => {
  it('lists the photos then the photo spheres, each once', () => {
    const items = galleryItems({
      images: ['/a.svg', '/b.svg', '/a.svg'],
      arContent: {
        panorama360Url: '/p.svg',
        videoPreviewUrl: null,
        photoSphereUrls: ['/p.svg', '/b.svg'],
        arMarkers: [],
        virtualTourStops: [],
      },
    });
    expect(items).toEqual([
      { src: '/a.svg', isSphere: false },
      { src: '/b.svg', isSphere: false },
      { src: '/p.svg', isSphere: true },
    ]);
    expect(galleryItems({ images: [], arContent: null })).toEqual([]);
  });

  it('wraps previous and next around the ends', () => {
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(2, 4)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });

  it('shows coordinates to 4 decimals', () => {
    expect(formatCoordinate(21.48333)).toBe('21.4833');
    expect(formatCoordinate(39.1)).toBe('39.1000');
    expect(formatCoordinate(-34.56789)).toBe('-34.5679');
  });
});
