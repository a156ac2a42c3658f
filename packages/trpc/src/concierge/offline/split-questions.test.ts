import { describe, expect, it } from 'vitest';
import { splitQuestions } from './split-questions.ts';

describe('splitQuestions', () => {
  const cases: [string, string[]][] = [
    [
      'what time is dinner at layalina and do i need to book?',
      ['what time is dinner at layalina', 'do i need to book?'],
    ],
    ['where is the spa and how much is the hammam', ['where is the spa', 'how much is the hammam']],
    ['Is there a doctor? Where is the prayer room?', ['Is there a doctor?', 'Where is the prayer room?']],
    ['وين الجيم ومتى يفتح المسبح', ['وين الجيم', 'متى يفتح المسبح']],
    ['كم سعر المساج، وهل يوجد حمام؟', ['كم سعر المساج', 'هل يوجد حمام؟']],
    // A dialect's question word starts a new question: Levantine قديش (how much).
    ['وين السبا وقديش سعر الحمام التقليدي؟', ['وين السبا', 'قديش سعر الحمام التقليدي؟']],
    // One question, or a request with a question: not cut.
    ['what time does the spa open and close', ['what time does the spa open and close']],
    ['is there a kids club and is it free', ['is there a kids club', 'is it free']],
    ['book la tavola at 8 and what is the dress code', ['book la tavola at 8 and what is the dress code']],
    ['fish and chips', ['fish and chips']],
    ['وين المسبح والجيم', ['وين المسبح والجيم']],
    // A condition and the question it leads to are one question.
    ['لو ألغيت موعد السبا، هل في رسوم؟', ['لو ألغيت موعد السبا، هل في رسوم؟']],
    ['اذا تأخرت عن الرحلة، كم أدفع؟', ['اذا تأخرت عن الرحلة، كم أدفع؟']],
  ];
  it.each(cases)('%s', (text, parts) => {
    expect(splitQuestions(text)).toEqual(parts);
  });
});
