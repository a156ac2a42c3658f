import { describe, expect, it } from 'vitest';
import { conceptsOf, foldText, wordsOf } from '../../domains/search/lexicon.ts';
import { searchHit } from '../testing/search-hit.ts';
import type { SearchHitInfo, SearchToolResult } from '../tools/types.ts';
import { missesAskedThing, unheardThing } from './unheard-idea.ts';

const keyOf = (word: string) => `g:${conceptsOf(wordsOf(foldText(word)))[0]?.group}`;
const PARKING = keyOf('parking');
const PORT = keyOf('port');
const LIBRARY = keyOf('library');
const WEATHER = keyOf('weather');

const hit = (kind: SearchHitInfo['kind'], title: string, missing: string[], more = {}): SearchHitInfo =>
  searchHit({ kind, title, coverage: 0.6, matched: 2, missing, ...more });
const search = (query: string, hits: SearchHitInfo[], ideas = 2): SearchToolResult => ({
  query,
  normalised: query,
  ideas,
  hits,
});

describe('a thing the question asks about that no record holds', () => {
  it('finds parking, which the port call and the embarkation topic share no word of', () => {
    const jeddah = hit('port', 'Jeddah', [PARKING], { named: true });
    const embarkation = hit('knowledge', 'When and where does embarkation start?', [PARKING], {
      coverage: 0.52,
    });
    expect(unheardThing(search('is there parking at jeddah port', [jeddah, embarkation]))).toBe(PARKING);
  });

  it('leaves a question a topic covers well to the topic, in whatever words it says the thing', () => {
    const exchange = hit('knowledge', 'What currency is used on board?', [PARKING], { coverage: 0.7 });
    expect(unheardThing(search('is there parking at jeddah port', [exchange]))).toBeUndefined();
  });

  it('does not judge a question whose first idea is a word the lexicon does not know', () => {
    const kettle = hit('knowledge', 'Can I use my own kettle or burn incense in the cabin?', [keyOf('tea')], {
      coverage: 0.54,
    });
    expect(unheardThing(search('can i bring a travel kettle for tea in the room', [kettle]))).toBeUndefined();
  });

  it('reads every hit when none is about the question', () => {
    const table = hit('knowledge', 'Do I need to book a table?', ['w:تقييمه'], {
      coverage: 0.26,
      matched: 1,
    });
    expect(unheardThing(search('ايش المطعم اللي تقييمه اعلي', [table]))).toBeUndefined();
  });

  it('finds it in Arabic as guests spell it', () => {
    const jeddah = hit('port', 'Jeddah', [PARKING], { named: true });
    expect(unheardThing(search('فيه باركنق بميناء جده', [jeddah]))).toBe(PARKING);
  });

  it('does not count a record about one side word of the question', () => {
    const jeddah = hit('port', 'Jeddah', [PARKING], { named: true });
    const safari = hit('excursion', 'Wadi Rum Jeep & Camel Adventure', [PORT], { matched: 1 });
    expect(unheardThing(search('is there parking at jeddah port', [jeddah, safari]))).toBe(PARKING);
  });

  it('is silent when a record about the question holds the thing', () => {
    const exchange = hit('venue', 'Currency Exchange', []);
    expect(unheardThing(search('is there an atm on board i need some cash', [exchange]))).toBeUndefined();
  });

  it('leaves what a question asks of a thing (its hours, its deck) to the records', () => {
    const lido = hit('venue', 'Lido Pool', [keyOf('hours')], { matched: 1 });
    expect(unheardThing(search('what time does the pool open', [lido]))).toBeUndefined();
  });

  it('reads a library no record holds', () => {
    const desk = hit('venue', 'Shore Excursions Desk', [LIBRARY], { matched: 1 });
    expect(unheardThing(search('في مكتبه فيها كتب عالسفينه', [desk]))).toBe(LIBRARY);
  });
});

describe('a record that lacks the thing asked about it', () => {
  it('is the Sharm port call for the weather in Sharm', () => {
    const sharm = hit('port', 'Sharm El Sheikh', [WEATHER]);
    expect(missesAskedThing(sharm, search('what s the weather going to be like in sharm', [sharm]))).toBe(
      true,
    );
  });

  it('is not a record whose own name is the thing', () => {
    const pool = hit('venue', 'Lido Pool', [keyOf('pool')]);
    expect(missesAskedThing(pool, search('is the pool open', [pool]))).toBe(false);
  });

  it('is never a knowledge topic (its answer is judged by what it says)', () => {
    const topic = hit('knowledge', 'When and where does embarkation start?', [PARKING]);
    expect(missesAskedThing(topic, search('is there parking at jeddah port', [topic]))).toBe(false);
  });
});
