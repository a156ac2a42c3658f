import { describe, expect, it } from 'vitest';
import { normalize } from './language.ts';
import { addedGuests, partyChangeOf, withoutIncidentalCounts } from './party-change.ts';

const of = (text: string) => partyChangeOf(normalize(text));
const size = (text: string) => {
  const change = of(text);
  return change.kind === 'size' ? change.size : change.kind;
};

describe('partyChangeOf: the count attached to the change wins', () => {
  it.each([
    ['actually make it five, one of us is vegetarian', 5],
    ['make it 5 people, one of us is vegetarian', 5],
    ['hmm make it two, one of us is not feeling well', 2],
    ["can you change it to 6 people? oh and one more thing, it's a birthday", 6],
    ['change the party to 3, one of the kids is staying behind', 3],
    ['for three instead, one of the kids is coming along', 3],
    ['4 instead, one of them cancelled', 4],
    ['one more thing: make it seven', 7],
    ['one sec, make it 4 people', 4],
    ['we are now 6, one of our friends is joining', 6],
    ['the four of us', 4],
    ['there are three of us', 3],
    ['خليها خمسة، واحد منا نباتي', 5],
    ['خلها لثلاثة اشخاص بس، واحد من العيال تعبان', 3],
    ['صارو ستة، واحد منهم طفل', 6],
    ['صرنا 7 واحد منا تأخر', 7],
    ['غيرها لأربعة، واحد من الضيوف اعتذر', 4],
    ['خليه 3 اشخاص', 3],
    ['5 of us actually', 5],
    ['change the party to 5', 5],
    ['my parents are joining, so 6', 6],
    ["sorry we're actually 5", 5],
  ])('%s → %s', (text, expected) => {
    expect(size(text)).toBe(expected);
  });
});

describe('partyChangeOf: incidental counts are not the party', () => {
  it.each([
    'one of us is vegetarian, is that ok?',
    'one of the kids has a nut allergy',
    'one more thing, do you have high chairs?',
    'one of my friends is late',
    'واحد منا عنده حساسية من المكسرات، عادي؟',
    'واحد من العيال ما ياكل سمك',
    'وحده منهم حامل',
  ])('%s → none', (text) => {
    expect(of(text).kind).toBe('none');
  });

  it.each([
    'two of us are kids and one of us is vegetarian',
    'one of us is vegetarian and two of them are kids',
    'اثنين منا اطفال وواحد منا نباتي',
  ])('several counts and no change: %s → conflicting', (text) => {
    expect(of(text).kind).toBe('conflicting');
  });

  it('a bare count after make it is marked bare (it may be the hour of a timed proposal)', () => {
    expect(of('make it 8 instead')).toEqual({ kind: 'size', size: 8, bare: true });
    expect(of('make it 8:30 instead')).toEqual({ kind: 'none' });
    expect(of('8.30 instead')).toEqual({ kind: 'none' });
    expect(of('make it 8 people')).toEqual({ kind: 'size', size: 8, bare: false });
    expect(of('لا خلها لثلاثة')).toEqual({ kind: 'size', size: 3, bare: false });
    expect(of('خلها ل3')).toEqual({ kind: 'size', size: 3, bare: false });
  });

  it('cuts the incidental counts out', () => {
    expect(withoutIncidentalCounts(normalize('one of us is vegetarian, for 4')).incidental).toBe(1);
    expect(size('one of us is vegetarian, there are 4 people')).toBe(4);
  });
});

describe('addedGuests: people joining the party proposed', () => {
  it.each([
    ['one more person is joining', 1],
    ['add one more person', 1],
    ['can you add 2 more people?', 2],
    ['plus one', 1],
    ['another guest is coming', 1],
    ['one more thing, do you have high chairs?', undefined],
    ['one more question', undefined],
  ])('%s → %s', (text, n) => expect(addedGuests(normalize(text))).toBe(n));
});
