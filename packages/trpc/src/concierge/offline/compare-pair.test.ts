import { describe, expect, it } from 'vitest';
import { excursionInfo, restaurantInfo, spaInfo, venueInfo } from '../testing/records.ts';
import { searchHit } from '../testing/search-hit.ts';
import type { ToolResults } from '../tools/types.ts';
import { thingsOf } from './comparable.ts';
import type { Turn } from './conversation.ts';
import { namedThings } from './named-things.ts';
import { planStep } from './plan.ts';
import { conversation, TODAY } from './test-conversation.ts';

const lists: Partial<ToolResults> = {
  restaurants: {
    date: TODAY,
    restaurants: [
      restaurantInfo('Irth', { nameAr: 'إرث', rating: 4.9, location: 'Deck 6' }),
      restaurantInfo('Khuzama', { nameAr: 'خزامى', rating: 4.6, location: 'Deck 7', closingTime: '23:00' }),
    ],
  },
  spaServices: {
    date: TODAY,
    services: [
      spaInfo('Traditional Hammam Ritual', { nameAr: 'طقس الحمّام التقليدي', priceUSD: 120 }),
      spaInfo('Desert Rose Body Wrap', { nameAr: 'لفافة وردة الصحراء للجسم', priceUSD: 140 }),
    ],
  },
  shoreExcursions: {
    excursions: [
      excursionInfo('Petra Grand Tour', {
        titleAr: 'جولة البتراء الكبرى',
        duration: '11 hours',
        priceUSD: 289,
      }),
      excursionInfo('Wadi Rum Jeep & Camel Adventure', {
        titleAr: 'مغامرة وادي رم بالجيب والجمال',
        duration: '6 hours',
        priceUSD: 149,
      }),
      excursionInfo('AlUla & Hegra Heritage Expedition', { titleAr: 'رحلة العُلا والحِجر التراثية' }),
      excursionInfo('Private Hot-Air Balloon over AlUla', { titleAr: 'منطاد خاص فوق العُلا' }),
      excursionInfo('Ras Mohammed Dive Discovery', { difficulty: 'challenging' }),
      excursionInfo('Ras Al Baridi Beach Club Day'),
    ],
  },
  activities: { date: TODAY, activities: [] },
  venues: { venues: [venueInfo('Fitness Centre', { subcategory: 'Gym', operatingHours: '06:00–22:00' })] },
};
const things = thingsOf(lists);
const names = (text: string) => namedThings(text, things, () => 0).map((entry) => entry.thing.name);

describe('the things a comparison names', () => {
  it('finds one per alternative, of any kind', () => {
    expect(names('which costs less, the hammam or the gym?')).toEqual([
      'Traditional Hammam Ritual',
      'Fitness Centre',
    ]);
    expect(names('أيهما أرخص، الحمام التقليدي ولا لفافة وردة الصحراء؟')).toEqual([
      'Traditional Hammam Ritual',
      'Desert Rose Body Wrap',
    ]);
  });

  it('does not name a second thing by words a better match already took', () => {
    expect(names('is the alula and hegra trip longer than petra?')).toEqual([
      'AlUla & Hegra Heritage Expedition',
      'Petra Grand Tour',
    ]);
    expect(names('the Ras Mohammed dive and the petra tour, which is harder')).toEqual([
      'Ras Mohammed Dive Discovery',
      'Petra Grand Tour',
    ]);
  });

  it("reads a name after the joined Arabic 'and' ('ووادي رم')", () => {
    expect(names('شو الفرق بين رحلة البتراء ووادي رم؟')).toEqual([
      'Petra Grand Tour',
      'Wadi Rum Jeep & Camel Adventure',
    ]);
  });
});

const user = (text: string): Turn => ({ role: 'user', text });
const mended = (query: string) => ({ search: { query, ideas: 2, normalised: query, hits: [searchHit()] } });

describe('planning a comparison of named things', () => {
  it('searches first (the spelling mended), then reads every list, then compares', () => {
    const asked = [user('wich is cheeper, the hammam or the desert rose wrap?')];
    expect(planStep(conversation(asked))).toEqual({
      kind: 'tools',
      calls: [
        { toolName: 'search', input: { query: 'wich is cheeper, the hammam or the desert rose wrap?' } },
      ],
    });
    const searched = mended('wich is cheaper the hammam or the desert rose wrap');
    const lookedUp = planStep(conversation(asked, searched));
    expect(lookedUp.kind === 'tools' && lookedUp.calls.map((planned) => planned.toolName)).toEqual([
      'restaurants',
      'spaServices',
      'shoreExcursions',
      'activities',
      'venues',
    ]);
    const plan = planStep(conversation(asked, { ...searched, ...lists }));
    expect(plan.kind === 'text' && plan.text).toMatch(
      /^\*\*Traditional Hammam Ritual\*\* is cheaper: \$120\.00/,
    );
  });

  it("compares the same things again on another aspect: 'and which one is rated higher?'", () => {
    const turns: Turn[] = [
      user("what's the difference between Irth and Khuzama?"),
      { role: 'assistant', text: 'Side by side:\n• Irth: Deck 6\n• Khuzama: Deck 7' },
      user('and which one is rated higher?'),
    ];
    const plan = planStep(conversation(turns, lists));
    expect(plan.kind === 'text' && plan.text).toBe('Irth is rated higher: 4.9/5; Khuzama: 4.6/5.');
  });

  it('goes on as usual when fewer than two things are named', () => {
    const asked = [user('which is cheaper, breakfast or lunch?')];
    const plan = planStep(
      conversation(asked, { ...mended('which is cheaper breakfast or lunch'), ...lists }),
    );
    expect(plan.kind === 'text' && plan.text).not.toMatch(/is cheaper:/);
  });
});
