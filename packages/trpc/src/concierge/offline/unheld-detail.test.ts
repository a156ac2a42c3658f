import { describe, expect, it } from 'vitest';
import { detailAsked, statesDetail } from './unheld-detail.ts';

describe('a day’s detail no schedule names', () => {
  it.each([
    ['what film are they showing tonight at the outdoor cinema?', 'film', 'which film is showing'],
    ['which movie is on at the cinema under the stars tomorrow night?', 'film', 'which film is showing'],
    ["what's the soup of the day?", 'soup', 'what the soup of the day is'],
    ['which team is on the TV tonight?', 'match', 'which match is being shown'],
    ['who is the DJ tonight?', 'performer', 'who the DJ is'],
    ["who's playing the oud in the Majlis Lounge tonight?", 'performer', 'who is playing'],
    ["what's the theme at the Amwaj Buffet tonight?", 'theme', 'what the theme is'],
    ['شو الفيلم اللي رح يعرضوه الليلة بالسينما؟', 'film', 'which film is showing'],
    ['ايه الفيلم اللي هيتعرض النهارده؟', 'film', 'which film is showing'],
    ['وش الفلم اللي بيعرضونه الليلة؟', 'film', 'which film is showing'],
    ['شو شوربة اليوم؟', 'soup', 'what the soup of the day is'],
    ['مين الدي جي الليلة؟', 'performer', 'who is performing'],
    ['مين بيعزف في صالة المجلس الليلة؟', 'performer', 'who is performing'],
  ])('%j asks %s', (question, detail, en) => {
    expect(detailAsked(question)).toMatchObject({ detail, en });
  });

  it.each([
    'is there a film tonight?',
    'what time is the film tonight?',
    "what's on at the theatre tonight?",
    'what films do they show at the cinema?',
    'ما في فيلم الليلة؟',
    'متى يبدأ الفيلم الليلة؟',
    'what games are on the sports court today?',
  ])('%j asks no such detail', (question) => {
    expect(detailAsked(question)).toBeUndefined();
  });

  it('is stated only by a record that names it', () => {
    expect(statesDetail("Tonight's film: Casablanca, at 20:30.", 'film')).toBe(true);
    expect(statesDetail('Soup of the day: lentil.', 'soup')).toBe(true);
    expect(statesDetail('Blockbusters and Arabic classics on a giant open-air screen.', 'film')).toBe(false);
    expect(statesDetail('Films nightly at 20:30 on Deck 19.', 'film')).toBe(false);
  });
});
