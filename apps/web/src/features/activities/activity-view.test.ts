import { describe, expect, it } from 'vitest';
import { ALL, activityCategories, canBook, filterByCategory } from './activity-view.ts';

const activity = (name: string, category: string, isBookable = false, capacity: number | null = 10) => ({
  name,
  category,
  isBookable,
  capacity,
});

const list = [
  activity('VR Zone', 'entertainment', true),
  activity('Sunset Yoga', 'fitness', true),
  activity('Garden Tour', 'cultural', true),
  activity('Kids Zone', 'entertainment', true),
  activity('Magic', 'magic'),
];

describe('activity view', () => {
  it('lists the categories once, in the preference order, unknown ones last', () => {
    expect(activityCategories(list)).toEqual(['cultural', 'entertainment', 'fitness', 'magic']);
  });

  it('filters by category, or keeps all', () => {
    expect(filterByCategory(list, 'entertainment').map((a) => a.name)).toEqual(['VR Zone', 'Kids Zone']);
    expect(filterByCategory(list, ALL)).toHaveLength(5);
  });

  it('offers booking only for bookable activities with capacity', () => {
    expect(canBook(activity('a', 'x', true, 16))).toBe(true);
    expect(canBook(activity('b', 'x', false, 16))).toBe(false);
    expect(canBook(activity('c', 'x', true, null))).toBe(false);
  });
});
