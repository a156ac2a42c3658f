import { describe, expect, it } from 'vitest';
import { countTopics, faqCategoryLabel, orderFaqGroups, searchTerm } from './faq-view.ts';

const labels = { general: 'General', safety: 'Safety', excursions: 'Shore Excursions' };

describe('faqCategoryLabel', () => {
  it('translates the known categories and the server’s uncategorised group', () => {
    expect(faqCategoryLabel('excursions', labels)).toBe('Shore Excursions');
    expect(faqCategoryLabel('Safety', labels)).toBe('Safety');
    expect(faqCategoryLabel('عام', { ...labels, general: 'عام' })).toBe('عام');
    expect(faqCategoryLabel('General', { ...labels, general: 'عام' })).toBe('عام');
  });

  it('shows an unknown category as stored, capitalised', () => {
    expect(faqCategoryLabel('wifi', labels)).toBe('Wifi');
  });
});

describe('faq helpers', () => {
  it('counts the answers across groups', () => {
    expect(countTopics([{ topics: [1, 2] }, { topics: [3] }])).toBe(3);
    expect(countTopics([])).toBe(0);
  });

  it('sends no search for blank text', () => {
    expect(searchTerm('   ')).toBeUndefined();
    expect(searchTerm(' wifi ')).toBe('wifi');
  });
});

describe('orderFaqGroups', () => {
  it('puts the general questions first and keeps the rest in order', () => {
    const groups = ['activities', 'dining', 'general', 'safety', 'General'].map((category) => ({ category }));
    expect(orderFaqGroups(groups).map((group) => group.category)).toEqual([
      'general',
      'General',
      'activities',
      'dining',
      'safety',
    ]);
  });
});
