import { describe, expect, it } from 'vitest';
import type { FinishedReply } from '../../concierge/index.ts';
import { searchHit } from '../../concierge/testing/search-hit.ts';
import type { SearchHitInfo } from '../../concierge/tools/types.ts';
import { sourcesOf } from './sources.ts';

const hit = (id: number, title: string, text: string): SearchHitInfo => searchHit({ id, title, text });
const search = (query: string, hits: SearchHitInfo[]) => ({
  toolName: 'search',
  output: { query, ideas: [], normalised: query, hits },
});

describe('sourcesOf', () => {
  it('names the records of every search a several-question answer was built from', () => {
    const doctor = 'The Medical Centre on Deck 1 has doctors and nurses.';
    const prayer = 'The Prayer Room on Deck 4 is open 24 hours.';
    const reply: FinishedReply = {
      text: `${doctor}\n\n${prayer}`,
      toolResults: [
        search('is there a doctor', [hit(1, 'Is there a doctor on board?', doctor)]),
        search('where is the prayer room', [hit(2, 'Is there a prayer room on board?', prayer)]),
      ],
      correction: undefined,
    };
    expect(sourcesOf(reply).map((source) => source.id)).toEqual([1, 2]);
  });
});
