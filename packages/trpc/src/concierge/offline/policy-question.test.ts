import { describe, expect, it } from 'vitest';
import { lexicon } from '../../domains/search/lexicon.ts';
import { searchHit } from '../testing/search-hit.ts';
import type { SearchHitInfo, SearchToolResult } from '../tools/types.ts';
import { verdictInArabic } from './compose-search.ts';
import { ageRuleTopic, policyOverPlace } from './policy-question.ts';

const g = (word: string) => `g:${lexicon.phrases.get(word)}`;

const hit = (over: Partial<SearchHitInfo>): SearchHitInfo => searchHit({ coverage: 0.5, ...over });

const searched = (normalised: string, hits: SearchHitInfo[]): SearchToolResult => ({
  query: normalised,
  normalised,
  ideas: 3,
  hits,
});

describe('a rule of the ship over a place that shares a word', () => {
  const aqaba = hit({ kind: 'port', title: 'Aqaba', named: true, coverage: 0.53, missing: [g('drone')] });
  const drones = hit({
    id: 2,
    title: 'Can I fly my drone from the ship?',
    text: 'Drones may not be flown from the ship.',
    coverage: 0.35,
    missing: ['w:aqaba'],
  });
  const photos = hit({
    id: 3,
    title: 'Are there places where photography is not allowed?',
    coverage: 0.4,
    missing: [g('drone'), 'w:aqaba'],
  });

  it('answers with the topic whose own question holds the idea the named port lacks', () => {
    const search = searched('can i fly my drone when we are docked in aqaba', [aqaba, photos, drones]);
    expect(policyOverPlace(search, search.query)?.title).toBe('Can I fly my drone from the ship?');
  });

  it('leaves the question to the usual flow when the place holds the idea too', () => {
    const waterPark = hit({ kind: 'activity', title: 'Water Park', named: true, coverage: 0.3 });
    const lifeguards = hit({ id: 4, title: 'Are there lifeguards at the pools?', coverage: 0.3 });
    const search = searched('can my kids use the water park pool', [waterPark, lifeguards]);
    expect(policyOverPlace(search, search.query)).toBeUndefined();
  });

  it('leaves a question one topic answers whole to that topic', () => {
    const laundry = hit({ title: 'Is there a laundry service?', coverage: 1 });
    const gym = hit({ id: 6, title: 'What should I wear in the gym?', coverage: 0.57, missing: ['g:21'] });
    const search = searched('can i wash my clothes myself', [laundry, gym]);
    expect(policyOverPlace(search, search.query)).toBeUndefined();
  });

  it('does not count a place it does not name as sharing the idea when no place is named and it has the idea', () => {
    const suite = hit({ kind: 'venue', title: 'Serenity Suite', coverage: 0.6 });
    const kettle = hit({ id: 5, title: 'Can I use my own kettle in the cabin?', coverage: 0.78 });
    const search = searched('can i use my own iron in the cabin', [kettle, suite]);
    expect(policyOverPlace(search, search.query)).toBeUndefined();
  });
});

describe('a child’s age at a place', () => {
  it('answers with the place’s topic that states its age limit, not the list for that age', () => {
    const teens = hit({
      title: 'What is there for teenagers?',
      text: 'Teens love the VR Zone (ages 10+).',
      coverage: 0.8,
      missing: [g('spa')],
    });
    const spa = hit({
      id: 2,
      title: 'What are the spa opening hours?',
      text: 'Marsa Spa is open 08:00–22:00. Guests must be 16 or older.',
      coverage: 0.53,
    });
    const search = searched('can my 15 year old daughter get a massage at the spa', [teens, spa]);
    expect(ageRuleTopic(search, search.query)?.title).toBe('What are the spa opening hours?');
  });

  it('reads the kids club itself as the place when only the child is named', () => {
    const club = hit({
      title: 'Is there a kids club?',
      text: 'Kids Zone welcomes children aged 3 to 12. Children under 3 are welcome with a parent.',
      coverage: 1,
    });
    const sitting = hit({ id: 2, title: 'Is babysitting available?', text: 'For children aged 1 and over.' });
    const search = searched('our son is 2 can he go to the kids club', [sitting, club]);
    expect(ageRuleTopic(search, search.query)?.title).toBe('Is there a kids club?');
  });
});

describe('the verdict of an English-only rule in Arabic', () => {
  it.each([
    ['Visitors are not allowed on board in any port.', 'هل يقدر صديقي يزورني في السفينة؟', 'لا'],
    ['Drones may not be flown from the ship.', 'مسموح أصور بالدرون من فوق السفينة؟', 'لا'],
    ['Celebration cakes can be ordered at Guest Services.', 'ممكن أطلب كيكة؟', 'نعم'],
  ])('%s → %s', (text, asked, word) => {
    expect(verdictInArabic(text, asked)).toContain(word);
  });

  it('says none for a question of where or how much, or a rule that says neither', () => {
    expect(verdictInArabic('Bakhoor may not be burned in cabins.', 'وين مسموح أبخر؟')).toBeUndefined();
    expect(verdictInArabic('Each guest may bring two suitcases.', 'هل أقدر أجيب شنطتين؟')).toBeUndefined();
  });
});
