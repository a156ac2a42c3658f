import type { SearchHitInfo } from '../tools/types.ts';

/** A search hit for tests: a knowledge topic holding every idea of the question unless told otherwise. */
export const searchHit = (over: Partial<SearchHitInfo> = {}): SearchHitInfo => ({
  kind: 'knowledge',
  id: 1,
  title: '',
  titleAr: null,
  text: '',
  textAr: null,
  coverage: 1,
  named: false,
  matched: 1,
  missing: [],
  updatedAt: '2026-11-24T00:00:00.000Z',
  ...over,
});
