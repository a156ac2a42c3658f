import { describe, expect, it } from 'vitest';
import { foldText, wordsOf } from '../../domains/search/lexicon.ts';
import { questionFrame } from './question-frame.ts';
import { arabicFrame } from './question-frame-ar.ts';

const frame = (question: string) => arabicFrame(wordsOf(foldText(question)).join(' '));

describe('Arabic question frames in every dialect', () => {
  it.each([
    // The question word last or in the middle, Gulf, Egyptian, Levantine.
    ['البول متى يقفل؟', 'time', ['البول']],
    ['الجيم يفتح الساعه كم الصبح؟', 'time', ['الجيم']],
    ['السينما اللي فوق السطح تبدا الساعه كام؟', 'time', ['السينما']],
    ['صالة المجلس لين متى فاتحه؟', 'time', ['صاله', 'المجلس']],
    ['الصرافه تفتح العصر؟ من كم؟', 'time', ['الصرافه']],
    ['السبا باي دور؟', 'place', ['السبا']],
    // The noun of the fact asked ('مواعيد', 'اوقات') is not what it is about.
    ['ايش مواعيد السبا من متى؟', 'time', ['السبا']],
    ['المطعم الإيطالي وين مكانه؟', 'place', ['المطعم', 'الايطالي']],
    ['عايز دكتور، العياده فين؟', 'place', ['دكتور', 'العياده']],
    // A weak word (the trip, the ship, a verb of staying) does not start the subject.
    ['كم ساعه بنقعد في ينبع؟', 'duration', ['ينبع']],
    ['بكام المساج بتاع البحر الاحمر؟', 'amount', ['المساج']],
    ['قديش سعر التذكره؟', 'amount', ['التذكره']],
    ['تمرين السلامه ياخذ قد ايش وقت؟', 'duration', ['تمرين', 'السلامه']],
    ['كم ساعه رحلة الأقصر؟', 'duration', ['الاقصر']],
    ['الفي ار لأي عمر؟', 'age', ['الفي', 'ار']],
  ])('reads %j as %s about %j', (question, asks, subject) => {
    expect(frame(question)).toEqual({ asks, subject, loose: true, soft: true });
  });

  it('takes a phrase of the lexicon whole, its preposition inside it', () => {
    // 'نطلع من الغرفه' (leave the room) is one idea: vacating the cabin, not leaving the ship.
    expect(frame('آخر يوم الساعة كم لازم نطلع من الغرفة؟')?.subject).toEqual(['نطلع', 'من', 'الغرفه']);
  });

  it("reads past a day's name to what is asked about that day", () => {
    // 'يوم النزول' (disembarkation day) says when; staying in the room is what is asked.
    expect(frame('يوم النزول لحد إمتى نقدر نفضل في الأوضة؟')?.subject).toEqual(['نفضل', 'في', 'الاوضه']);
    // Only a run that names an idea of the ship's vocabulary: the boarding day's room stays the subject.
    expect(frame('يوم الركوب الغرفه متى تجهز؟')?.subject).toEqual(['الركوب', 'الغرفه']);
  });

  it('ends the subject at a word that starts another phrase', () => {
    expect(frame('ابي كيكة لزوجي بعيد ميلاده، كم تكلف؟')?.subject).toEqual(['كيكه']);
  });

  it('reads no frame from English or from Arabic without a cue', () => {
    expect(frame('what time does the spa open')).toBeUndefined();
    expect(frame('فيه كازينو في السفينة؟')).toBeUndefined();
    expect(frame('حاس بدوخه من البحر')).toBeUndefined();
  });

  it('leaves the ordered rules first: MSA with the cue in front keeps its strict frame', () => {
    expect(questionFrame('متي يسكر المسبح')).toEqual({ asks: 'time', subject: ['المسبح'], loose: true });
  });
});
