import { describe, expect, it } from 'vitest';
import { questionOfMessage } from './chatty-question.ts';

describe('the question of a long message', () => {
  it('is the sentences that ask, when the rest only tells a story', () => {
    expect(
      questionOfMessage(
        "Okay so it's our anniversary tomorrow and my wife has had a crazy few months at work, she deserves a treat. I want to surprise her at the spa, but first — where even is the spa and what time does it open in the morning?",
      ),
    ).toBe('where even is the spa and what time does it open in the morning?');
    expect(
      questionOfMessage(
        'we ate way too much at the buffet last night and honestly I feel terrible lol, I need to work it off. what time does the gym open?',
      ),
    ).toBe('what time does the gym open?');
  });

  it('keeps a short message, a question that leans on the story, and a request whole', () => {
    expect(questionOfMessage('I love the pool. when does it close?')).toBe(
      'I love the pool. when does it close?',
    );
    const leaning = 'We had the hammam ritual yesterday with my sister and it was lovely. How much is it?';
    expect(questionOfMessage(leaning)).toBe(leaning);
    const request =
      'Please book a table for four at La Tavola tomorrow at 8 for our anniversary. Do they have a dress code?';
    expect(questionOfMessage(request)).toBe(request);
    const details =
      "There are four of us and it's my mum's 70th birthday tonight. Can you book us a table at Irth for 8?";
    expect(questionOfMessage(details)).toBe(details);
  });
});
