import { describe, expect, it } from 'vitest';
import {
  applySelfCorrections,
  cleanUtterance,
  detachArabicArticle,
  dropFalseStarts,
  stripFillers,
} from './transcript.ts';

describe('stripFillers', () => {
  const cases: [string, string][] = [
    ['um so what time does the spa open', 'what time does the spa open'],
    ['uh is there like a doctor on the ship so yeah', 'is there a doctor on the ship'],
    ['okay um how do i get on the wifi', 'how do i get on the wifi'],
    ['okay so like what time does la tavola close', 'what time does la tavola close'],
    ["I'd like a table for two", "I'd like a table for two"],
    ['what is it like on a sea day', 'what is it like on a sea day'],
    ['okay', 'okay'],
    ['ok thanks', 'ok thanks'],
    ['okay book it', 'book it'],
    ['اممم يعني متى يفتح السبا', 'متى يفتح السبا'],
    ['طيب يعني فيه دكتور في السفينة', 'فيه دكتور في السفينة'],
    ['طيب', 'طيب'],
    ['actually no', 'no'],
    ['well yes please', 'yes please'],
    ['hiii whats the wifi password', 'whats the wifi password'],
    ['hello how are you today', 'hello how are you today'],
    ['hi there', 'hi there'],
  ];
  it.each(cases)('%s', (said, expected) => {
    expect(stripFillers(said)).toBe(expected);
  });
});

describe('dropFalseStarts', () => {
  it('keeps one copy of a restarted word or phrase', () => {
    expect(dropFalseStarts('what time does the the spa open')).toBe('what time does the spa open');
    expect(dropFalseStarts('what time what time is dinner')).toBe('what time is dinner');
    expect(dropFalseStarts('لا لا خلها لثلاثة')).toBe('لا خلها لثلاثة');
  });
});

describe('applySelfCorrections', () => {
  const cases: [string, string][] = [
    ['where is the gym no sorry the pool', 'where is the pool'],
    ['what time does the spa open no wait close', 'what time does the spa close'],
    ['book for two no sorry three people', 'book for three people'],
    ['no wait make it three of us', 'make it three of us'],
    ['وين الجيم لا قصدي المسبح', 'وين المسبح'],
    ['the gym sorry where is the pool', 'where is the pool'],
    ["I'm sorry, where is the spa", "I'm sorry, where is the spa"],
    ['no sorry', 'no sorry'],
  ];
  it.each(cases)('%s', (said, expected) => {
    expect(applySelfCorrections(said)).toBe(expected);
  });
});

describe('detachArabicArticle', () => {
  it('drops the Arabic article glued to an English word', () => {
    expect(detachArabicArticle('وين الـ spa؟')).toBe('وين spa؟');
    expect(detachArabicArticle('كم سعر ال massage')).toBe('كم سعر massage');
    expect(detachArabicArticle('وش باسوورد ال wifi')).toBe('وش باسوورد wifi');
    expect(detachArabicArticle('وين المسبح')).toBe('وين المسبح');
  });
});

describe('cleanUtterance', () => {
  const cases: [string, string][] = [
    ['um so what time does the the spa open', 'what time does the spa open'],
    [
      'okay so can i get a table at la tavola tomorrow at half past seven for two people please',
      'can i get a table at la tavola tomorrow at 7:30 for two people please',
    ],
    ['uh no actually not yet', 'no actually not yet'],
    ['uh no sorry', 'no sorry'],
    ['whattime does the buffett open', 'what time does the buffett open'],
    ['um', 'um'],
    ['What time does La Tavola open?', 'What time does La Tavola open?'],
  ];
  it.each(cases)('%s', (said, expected) => {
    expect(cleanUtterance(said)).toBe(expected);
  });
});
