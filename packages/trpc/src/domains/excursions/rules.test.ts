import { describe, expect, it } from 'vitest';
import {
  centsToUsd,
  cutHighlight,
  EMPTY_EXCURSION_FILTERS,
  type ExcursionFilters,
  excursionBookingBadgeVariant,
  filterExcursions,
  highlightPreview,
  isExcursionBooked,
  priceBandOf,
  usdToSar,
} from './rules.ts';

describe('prices', () => {
  it('converts cents to dollars and dollars to SAR at 3.75, rounded to 2 decimals', () => {
    expect(centsToUsd(4_500)).toBe(45);
    expect(centsToUsd(12_999)).toBe(129.99);
    expect(usdToSar(45)).toBe(168.75);
    expect(usdToSar(129.99)).toBe(487.46);
    expect(usdToSar(0.01)).toBe(0.04);
    expect(usdToSar(1250)).toBe(4687.5);
  });

  it('puts a price in the §5 band: budget ≤ 50, mid > 50 and ≤ 150, luxury > 150', () => {
    expect(priceBandOf(0)).toBe('budget');
    expect(priceBandOf(50)).toBe('budget');
    expect(priceBandOf(50.01)).toBe('mid');
    expect(priceBandOf(150)).toBe('mid');
    expect(priceBandOf(150.01)).toBe('luxury');
    expect(priceBandOf(1250)).toBe('luxury');
  });
});

describe('filterExcursions', () => {
  const excursions = [
    {
      id: 1,
      title: 'Al-Balad Heritage Walk',
      description: 'Coral-stone houses',
      category: 'cultural',
      difficultyLevel: 'easy',
      priceUSD: 45,
    },
    {
      id: 2,
      title: 'Reef Snorkel',
      description: 'Colourful CORAL gardens',
      category: 'adventure',
      difficultyLevel: 'moderate',
      priceUSD: 95,
    },
    {
      id: 3,
      title: 'Petra by Night',
      description: 'The rose city',
      category: 'cultural',
      difficultyLevel: 'challenging',
      priceUSD: 289,
    },
    {
      id: 4,
      title: 'Souq Shopping',
      description: 'Spices and oud',
      category: 'shopping',
      difficultyLevel: 'easy',
      priceUSD: 35,
    },
  ];
  const ids = (filters: Partial<ExcursionFilters>) =>
    filterExcursions(excursions, { ...EMPTY_EXCURSION_FILTERS, ...filters }).map((e) => e.id);

  it("keeps everything with 'all' filters and an empty search", () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(ids({ search: '   ' })).toEqual([1, 2, 3, 4]);
  });

  it('filters by category, difficulty and price band', () => {
    expect(ids({ category: 'cultural' })).toEqual([1, 3]);
    expect(ids({ difficulty: 'easy' })).toEqual([1, 4]);
    expect(ids({ priceRange: 'budget' })).toEqual([1, 4]);
    expect(ids({ priceRange: 'mid' })).toEqual([2]);
    expect(ids({ priceRange: 'luxury' })).toEqual([3]);
    expect(ids({ category: 'cultural', difficulty: 'easy', priceRange: 'budget' })).toEqual([1]);
    expect(ids({ category: 'family' })).toEqual([]);
  });

  it('searches title and description case-insensitively', () => {
    expect(ids({ search: 'coral' })).toEqual([1, 2]);
    expect(ids({ search: 'PETRA' })).toEqual([3]);
    expect(ids({ search: 'oud' })).toEqual([4]);
    expect(ids({ search: 'coral', category: 'adventure' })).toEqual([2]);
    expect(ids({ search: 'nowhere' })).toEqual([]);
  });
});

describe('highlights', () => {
  it("cuts a highlight to 20 characters plus '...' only when it is longer", () => {
    expect(cutHighlight('Souq Al Alawi')).toBe('Souq Al Alawi');
    expect(cutHighlight('12345678901234567890')).toBe('12345678901234567890');
    expect(cutHighlight('123456789012345678901')).toBe('12345678901234567890...');
    expect(cutHighlight('Nasseef House, the 19th-century merchant mansion')).toBe('Nasseef House, the 1...');
  });

  it("shows the first 2 highlights and counts the rest for '+N more'", () => {
    const preview = highlightPreview([
      'Nasseef House, the 19th-century merchant mansion',
      'Carved wooden rawasheen balconies',
      'Souq Al Alawi spice market',
      'Dates and Arabic coffee',
    ]);
    expect(preview).toEqual({ shown: ['Nasseef House, the 1...', 'Carved wooden rawash...'], moreCount: 2 });
    expect(highlightPreview(['One', 'Two'])).toEqual({ shown: ['One', 'Two'], moreCount: 0 });
    expect(highlightPreview([])).toEqual({ shown: [], moreCount: 0 });
  });
});

describe('booking state', () => {
  it('counts an excursion as Booked while any booking for it is not cancelled', () => {
    const bookings = [
      { shoreExcursionId: 1, status: 'cancelled' },
      { shoreExcursionId: 2, status: 'cancelled' },
      { shoreExcursionId: 2, status: 'pending' },
      { shoreExcursionId: 3, status: 'confirmed' },
    ];
    expect(isExcursionBooked(1, bookings)).toBe(false);
    expect(isExcursionBooked(2, bookings)).toBe(true);
    expect(isExcursionBooked(3, bookings)).toBe(true);
    expect(isExcursionBooked(4, bookings)).toBe(false);
    expect(isExcursionBooked(1, [])).toBe(false);
  });

  it('maps a status to the §4 badge: default confirmed, destructive cancelled, secondary otherwise', () => {
    expect(excursionBookingBadgeVariant('confirmed')).toBe('default');
    expect(excursionBookingBadgeVariant('cancelled')).toBe('destructive');
    expect(excursionBookingBadgeVariant('pending')).toBe('secondary');
    expect(excursionBookingBadgeVariant('waitlisted')).toBe('secondary');
  });
});
