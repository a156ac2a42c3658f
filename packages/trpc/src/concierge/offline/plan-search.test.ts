import { describe, expect, it } from 'vitest';
import type { SearchHitInfo } from '../tools/types.ts';
import { knownSubject } from './plan-search.ts';
import { questionFrame } from './question-frame.ts';

const hit = (title: string, missing: string[]): SearchHitInfo => ({
  kind: 'venue',
  id: 1,
  title,
  titleAr: null,
  text: '',
  textAr: null,
  coverage: 0.5,
  named: false,
  matched: 1,
  missing,
  updatedAt: '2026-11-24T00:00:00.000Z',
});
const search = (hits: SearchHitInfo[]) => ({ query: '', ideas: 2, hits });

describe('the subject without the words the ship does not know', () => {
  it('drops a word no hit holds and the lexicon does not know', () => {
    const frame = questionFrame('what time does the pool empty out');
    expect(frame.subject).toEqual(['pool', 'empty', 'out']);
    const known = knownSubject(frame, search([hit('Lido Pool', ['w:empty', 'w:out'])]));
    expect(known).toEqual({ asks: 'time', subject: ['pool'] });
  });

  it('keeps a word some record holds, and gives up when nothing known is left', () => {
    const frame = questionFrame('what time does the pool bar open');
    expect(knownSubject(frame, search([hit('Juice & Mocktail Bar', [])]))).toBeUndefined();
    const casino = questionFrame('what time does the casino open');
    expect(knownSubject(casino, search([hit('Lido Pool', ['w:casino'])]))).toBeUndefined();
  });
});
