import { describe, expect, it } from 'vitest';
import { questionFrame, withoutAskingPhrases } from './question-frame.ts';

describe('the question frame reads the ways guests ask for a kind of fact', () => {
  it.each([
    // Opening and closing in other verbs: the verb ends the subject.
    ['when does the pool shut', 'time', ['pool']],
    ['when does the buffet wrap up in the evening', 'time', ['buffet']],
    // Without its particle 'wrap' is a noun; a phrase the lexicon knows keeps its 'of'.
    ['how much is the body wrap', 'amount', ['body', 'wrap']],
    ['can we get a glass of wine at la tavola', 'exists', ['glass', 'of', 'wine']],
    ['what time does the show kick off', 'time', ['show']],
    ['what time does the majlis stay open till', 'time', ['majlis']],
    ['last orders at khuzama', 'time', ['khuzama']],
    ['how late is the juice bar open till', 'time', ['juice', 'bar']],
    ['closing time of the spa', 'time', ['spa']],
    ['spa hours', 'time', ['spa']],
    ['cinema times', 'time', ['cinema']],
    // Where, in other words.
    ['whereabouts is the kids club located', 'place', ['kids', 'club']],
    ['how do i get to the stargazing deck', 'place', ['stargazing', 'deck']],
    ['which floor is the theatre on', 'place', ['theatre']],
    ['gym deck', 'place', ['gym']],
    // Paying for a thing the question names.
    ['is the space diner free', 'charge', ['space', 'diner']],
    ['is breakfast in the cabin free', 'charge', ['breakfast', 'cabin']],
    ['do i have to pay for the wifi', 'charge', ['wifi']],
    ['is there a charge to see the doctor', 'charge', ['doctor']],
    ['how much would a facial set me back', 'amount', ['facial']],
    // Notice ahead is a span of time, not a price or a distance.
    ['how much notice do you need for a service dog', 'duration', []],
    ['how far ahead must the certificate be sent', 'duration', []],
    // Asking for a thing: whether the ship has it.
    ['can i get a cot for the baby', 'exists', ['cot']],
    ['could we have some extra towels', 'exists', ['extra', 'towels']],
  ])('%j asks for %s about %j', (question, asks, subject) => {
    expect(questionFrame(question)).toEqual({ asks, subject });
  });

  it('keeps the readings it had', () => {
    expect(questionFrame('is it free')).toEqual({ asks: 'charge', subject: [] });
    // 'Duty free' and 'alcohol-free' describe the thing; they do not ask about paying.
    expect(questionFrame('is the shopping on board duty free').asks).not.toBe('charge');
    expect(questionFrame('is there free wifi').asks).toBe('exists');
    expect(questionFrame('is there nowhere to smoke on this ship')).toEqual({ asks: 'exists', subject: [] });
    expect(questionFrame('tell me about the stargazing deck on the top of the ship').asks).toBeNull();
  });
});

describe('the phrases of asking', () => {
  it('leaves out the phrases that ask when, how much and where, and nothing else', () => {
    expect(withoutAskingPhrases('and when does it wrap up?')).toBe('and when does it');
    expect(withoutAskingPhrases('how much would that set me back')).toBe('would that');
    expect(withoutAskingPhrases('tell me about the Desert Rose Body Wrap')).toBe(
      'tell me about the desert rose body wrap',
    );
  });
});

describe('Arabic measures and until-when', () => {
  it('reads a temperature and a length with their subject', () => {
    expect(questionFrame('كم درجة حرارة مية المسبح؟')).toEqual({
      asks: 'temperature',
      subject: ['ميه', 'المسبح'],
    });
    expect(questionFrame('درجة حرارة البحر في شرم كم؟')).toEqual({ asks: 'temperature', subject: ['البحر'] });
    // A fever ('his temperature is high') asks nothing about a temperature.
    expect(questionFrame('ولدي حرارته مرتفعه وين العياده').asks).not.toBe('temperature');
    expect(questionFrame('كم طول السفينه؟')).toEqual({ asks: 'length', subject: ['السفينه'] });
  });

  it("reads 'لين كم' as until what time", () => {
    expect(questionFrame('الجيم لين كم يشتغل؟').asks).toBe('time');
  });
});

describe('an Arabic temperature with a when-clause', () => {
  it('keeps the place, not the clause, as the subject', () => {
    expect(questionFrame('كم درجة الحرارة لما ننزل البر؟')).toEqual({
      asks: 'temperature',
      subject: ['البر'],
    });
  });
});
