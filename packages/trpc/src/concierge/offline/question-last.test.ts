import { describe, expect, it } from 'vitest';
import { questionAfterStory } from './question-last.ts';

describe('a long story that asks last', () => {
  it('keeps only the question of the last clause, in Arabic dialects and English', () => {
    expect(
      questionAfterStory(
        'احنا عايله من الرياض وهذي اول رحله بحريه لنا، كل شي حلو والاكل ممتاز والعيال مستانسين، بس زوجتي تبي ترتاح، السبا في أي دور ومتى يفتح؟',
      ),
    ).toBe('السبا في أي دور ومتى يفتح؟');
    expect(
      questionAfterStory(
        'الرحلة لحد دلوقتي جميلة جدا والطاقم محترم وامبارح اتعشينا في المطعم الايطالي وكان تحفة، بس عايز اسأل الجيم فين؟',
      ),
    ).toBe('الجيم فين؟');
    expect(
      questionAfterStory(
        'We have had a wonderful week so far, the crew is lovely and dinner at Irth was superb. I wanted to ask where the launderette is?',
      ),
    ).toBe('where the launderette is?');
  });

  it('reads a short message, a story with a number or a question, and a short last clause whole', () => {
    const short = 'بس السبا في أي دور؟';
    expect(questionAfterStory(short)).toBe(short);
    const party =
      'we are a family of four with two kids and we loved the show last night, how much is the Petra tour?';
    expect(questionAfterStory(party)).toBe(party);
    const two =
      'where is the spa? we loved the show last night and the kids had a great time at the pool, and when does the gym open?';
    expect(questionAfterStory(two)).toBe(two);
    const back =
      'we loved the water park yesterday and the kids had a great time at the pool and the food, is it open today?';
    expect(questionAfterStory(back)).toBe(back);
    const tail = 'we loved the show last night and the kids had a great time at the pool and the food, open?';
    expect(questionAfterStory(tail)).toBe(tail);
    const stuff =
      'I think I left my jacket on board after we got off and my wife is upset, how long do you keep stuff?';
    expect(questionAfterStory(stuff)).toBe(stuff);
    const things =
      'نسيت جاكيتي الجديد في الكابينة بعد ما نزلنا من السفينة في جدة امس الصبح وزوجتي زعلانة مرة، كم يوم تحتفظون بالأغراض؟';
    expect(questionAfterStory(things)).toBe(things);
  });
});
