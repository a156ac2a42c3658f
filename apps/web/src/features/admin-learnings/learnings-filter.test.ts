import { describe, expect, it } from 'vitest';
import {
  correctionDraft,
  countByFilter,
  filterLearnings,
  type LearningFields,
  learningStatus,
  matchesSearch,
} from './learnings-filter.ts';

const learning = (overrides: Partial<LearningFields> & { id: number }): LearningFields & { id: number } => ({
  query: 'What time does the spa open?',
  topic: 'spa',
  response: 'The spa opens at 9:00.',
  wasHelpful: null,
  adminCorrection: null,
  ...overrides,
});

const list = [
  learning({ id: 1, wasHelpful: true }),
  learning({
    id: 2,
    query: 'Where is La Tavola?',
    topic: 'dining',
    response: 'Deck 5, aft.',
    wasHelpful: false,
  }),
  learning({
    id: 3,
    query: 'Book a massage',
    wasHelpful: false,
    adminCorrection: 'Ask at the spa desk on Deck 11.',
  }),
  learning({ id: 4, query: 'متى يفتح مطعم ليالينا؟', topic: 'dining', response: 'يفتح الساعة 19:00' }),
  learning({
    id: 5,
    query: 'Wi-Fi?',
    topic: 'general',
    response: 'Join Marsa-Guest.',
    adminCorrection: '   ',
  }),
];
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('AI learnings search', () => {
  it('matches query, topic and response case-insensitively', () => {
    expect(ids(filterLearnings(list, 'LA TAVOLA', 'all'))).toEqual([2]);
    expect(ids(filterLearnings(list, 'Dining', 'all'))).toEqual([2, 4]);
    expect(ids(filterLearnings(list, 'deck 5', 'all'))).toEqual([2]);
    expect(ids(filterLearnings(list, 'ليالينا', 'all'))).toEqual([4]);
  });

  it('treats a blank search as everything and ignores surrounding spaces', () => {
    expect(ids(filterLearnings(list, '   ', 'all'))).toEqual([1, 2, 3, 4, 5]);
    expect(matchesSearch(list[0] as LearningFields, '  SPA  ')).toBe(true);
  });

  it('does not search the admin correction', () => {
    expect(ids(filterLearnings(list, 'spa desk', 'all'))).toEqual([]);
  });
});

describe('AI learnings tabs', () => {
  it('filters helpful and needs work by wasHelpful, corrected by a correction', () => {
    expect(ids(filterLearnings(list, '', 'helpful'))).toEqual([1]);
    expect(ids(filterLearnings(list, '', 'needsWork'))).toEqual([2, 3]);
    expect(ids(filterLearnings(list, '', 'corrected'))).toEqual([3]);
  });

  it('combines the tab with the search', () => {
    expect(ids(filterLearnings(list, 'massage', 'needsWork'))).toEqual([3]);
    expect(ids(filterLearnings(list, 'massage', 'helpful'))).toEqual([]);
  });

  it('counts each tab under the search', () => {
    expect(countByFilter(list, '')).toEqual({ all: 5, helpful: 1, needsWork: 2, corrected: 1 });
    expect(countByFilter(list, 'spa')).toEqual({ all: 2, helpful: 1, needsWork: 1, corrected: 1 });
  });
});

describe('learning status and draft', () => {
  it('puts a correction before the guest verdict', () => {
    expect(list.map(learningStatus)).toEqual(['helpful', 'needsWork', 'corrected', 'unrated', 'unrated']);
  });

  it('preloads the correction, else the original response', () => {
    expect(correctionDraft(list[2] as LearningFields)).toBe('Ask at the spa desk on Deck 11.');
    expect(correctionDraft(list[0] as LearningFields)).toBe('The spa opens at 9:00.');
    expect(correctionDraft(list[4] as LearningFields)).toBe('Join Marsa-Guest.');
  });
});
