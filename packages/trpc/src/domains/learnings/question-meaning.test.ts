import { describe, expect, it } from 'vitest';
import { conceptsOf, foldText, wordsOf } from '../search/lexicon.ts';
import { askedFact, meaningOf, meansTheSame } from './question-meaning.ts';

const meaning = (question: string, names: string[] = []) =>
  meaningOf(question, conceptsOf(wordsOf(foldText(question))), names);

describe('askedFact', () => {
  it.each([
    ['What time does the Nakheel Lounge close?', 'hours'],
    ['how late does the Nakheel Lounge stay open?', 'hours'],
    ['can I still get a drink at the Nakheel Lounge after midnight?', 'hours'],
    ['صالة النخيل مفتوحة لين متى؟', 'hours'],
    ['إلى أي ساعة تبقى صالة النخيل مفتوحة؟', 'hours'],
    ['لاونج النخيل بيقفل الساعة كام بالليل؟', 'hours'],
    ['النخيل لاونج مفتوح لحد إمتى؟', 'hours'],
    ['ايه مواعيد لاونج النخيل؟', 'hours'],
    ['where is the Nakheel Lounge?', 'place'],
    ['لاونج النخيل فين؟', 'place'],
    ['وين صالة النخيل؟', 'place'],
    ['how much is the hammam?', 'price'],
    ['بكم المساج؟', 'price'],
    ['Is there a casino on board?', 'exists'],
    ['هل يوجد كازينو على السفينة؟', 'exists'],
    ['can I gamble on the ship?', null],
  ])('%j asks for %s', (question, fact) => {
    expect(askedFact(question)).toBe(fact);
  });
});

describe('meansTheSame', () => {
  const nakheel = ['Nakheel Lounge صالة النخيل'];
  const closing = meaning('What time does the Nakheel Lounge close?', nakheel);
  const casino = meaning('Is there a casino on board?');

  it.each([
    'how late does the Nakheel Lounge stay open?',
    'Nakheel Lounge closing time?',
    'can I still grab a drink at the Nakheel Lounge after midnight?',
  ])('a named place and the same kind of fact: %j', (question) => {
    expect(meansTheSame(meaning(question, nakheel), closing, true)).toBe(true);
  });

  it.each([
    'where is the Nakheel Lounge?',
    'how much is a coffee at the Nakheel Lounge?',
    'is there live music at the Nakheel Lounge?',
  ])('the same place, another fact: %j', (question) => {
    expect(meansTheSame(meaning(question, nakheel), closing, true)).toBe(false);
  });

  it.each([
    'can I gamble anywhere on the ship?',
    'are there any slot machines on board?',
    'where can I play roulette or poker for money?',
    'هل يوجد كازينو على السفينة؟',
    'فيه قمار أو ماكينات سلوت في السفينة؟',
  ])('no place named, the same subject: %j', (question) => {
    expect(meansTheSame(meaning(question), casino, false)).toBe(true);
  });

  it.each([
    'is there a cinema on board?',
    'is there a games room for the kids?',
    'what time does the casino open?',
    'where can the kids play video games?',
    'is there a card room?',
  ])('no place named, another subject or fact: %j', (question) => {
    expect(meansTheSame(meaning(question), casino, false)).toBe(false);
  });
});
