import { describe, expect, it } from 'vitest';
import { questionOfMessage } from './question-of-message.ts';

describe('the question of a long message', () => {
  it('is the last clause of a story that asks last, in Arabic dialects and English', () => {
    expect(
      questionOfMessage(
        'احنا عايله من الرياض وهذي اول رحله بحريه لنا، كل شي حلو والاكل ممتاز والعيال مستانسين، بس زوجتي تبي ترتاح، السبا في أي دور ومتى يفتح؟',
      ),
    ).toBe('السبا في أي دور ومتى يفتح؟');
    expect(
      questionOfMessage(
        'الرحلة لحد دلوقتي جميلة جدا والطاقم محترم وامبارح اتعشينا في المطعم الايطالي وكان تحفة، بس عايز اسأل الجيم فين؟',
      ),
    ).toBe('الجيم فين؟');
    expect(
      questionOfMessage(
        'We have had a wonderful week so far, the crew is lovely and dinner at Irth was superb. I wanted to ask where the launderette is?',
      ),
    ).toBe('where the launderette is?');
  });

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

  it('sets aside a story of sentences whose figures are no party, time or cabin, asked about a person in it', () => {
    expect(
      questionOfMessage(
        "my father is 78 and very devout, he keeps worrying he'll miss his prayers while we're at sea. is there somewhere on board he can pray, even late at night?",
      ),
    ).toBe('is there somewhere on board he can pray, even late at night?');
  });

  it('reads a short message whole', () => {
    for (const short of ['بس السبا في أي دور؟', 'I love the pool. when does it close?']) {
      expect(questionOfMessage(short)).toBe(short);
    }
  });

  it('keeps the story when the question leans on it', () => {
    const leaning = [
      'We had the hammam ritual yesterday with my sister and it was lovely. How much is it?',
      'we loved the water park yesterday and the kids had a great time at the pool and the food, is it open today?',
      'we loved the show last night and the kids had a great time at the pool and the food, open?',
      'I think I left my jacket on board after we got off and my wife is upset, how long do you keep stuff?',
      'نسيت جاكيتي الجديد في الكابينة بعد ما نزلنا من السفينة في جدة امس الصبح وزوجتي زعلانة مرة، كم يوم تحتفظون بالأغراض؟',
    ];
    for (const message of leaning) expect(questionOfMessage(message)).toBe(message);
  });

  it('keeps the story when it states a party size, or a run of clauses that asks or counts before its end', () => {
    const withNumbers = [
      'we are a family of four with two kids and we loved the show last night, how much is the Petra tour?',
      'where is the spa? we loved the show last night and the kids had a great time at the pool, and when does the gym open?',
    ];
    for (const message of withNumbers) expect(questionOfMessage(message)).toBe(message);
  });

  it('keeps a request to act whole, with the story that holds its details', () => {
    const request =
      'Please book a table for four at La Tavola tomorrow at 8 for our anniversary. Do they have a dress code?';
    expect(questionOfMessage(request)).toBe(request);
    const details =
      "There are four of us and it's my mum's 70th birthday tonight. Can you book us a table at Irth for 8?";
    expect(questionOfMessage(details)).toBe(details);
  });
});
