import { describe, expect, it } from 'vitest';
import {
  conceptsOf,
  foldText,
  joinPhrasalVerbs,
  lexicon,
  lookupForm,
  respell,
  withFamilies,
  wordsOf,
} from './lexicon.ts';
import { mayMisspell } from './service.ts';

const ideas = (question: string) => conceptsOf(wordsOf(foldText(question)));
const groupOf = (word: string) => lexicon.phrases.get(word);

describe('the ship lexicon', () => {
  it('reads chat shorthand and misspelt question words as meant', () => {
    expect(respell(wordsOf('spa hrs'))).toEqual(['spa', 'hours']);
    expect(respell(wordsOf('wat time dose the gym open'))).toEqual([
      'what',
      'time',
      'does',
      'the',
      'gym',
      'open',
    ]);
    expect(respell(wordsOf('wheres the spa'))).toEqual(['where', 'is', 'the', 'spa']);
  });

  it('reads a phrasal verb split by its object whole, when the lexicon knows it', () => {
    expect(joinPhrasalVerbs(wordsOf('if i don t give my pool towel back'))).toEqual(
      wordsOf('if i don t give back my pool towel'),
    );
    expect(joinPhrasalVerbs(wordsOf('give the kids a ride back'))).toEqual(
      wordsOf('give the kids a ride back'),
    );
    expect(joinPhrasalVerbs(wordsOf('take it in'))).toEqual(wordsOf('take it in'));
  });

  it('knows whole families of everyday words for the same thing', () => {
    const same = (words: string[], as: string) =>
      expect(words.map((word) => ideas(word)[0]?.group)).toEqual(words.map(() => groupOf(as)));
    // Opening and closing, British and American.
    same(['shut', 'wrap up', 'last orders', 'open till', 'closing time', 'stays open'], 'hours');
    same(['lift', 'elevator'], 'lift');
    same(['loo', 'restroom', 'toilet', 'washroom'], 'toilet');
    same(['cot', 'crib', 'travel cot'], 'cot');
    same(['hot tub', 'jacuzzi', 'whirlpool'], 'whirlpool');
    same(['chemist', 'pharmacy', 'drugstore'], 'doctor');
    same(['queasy', 'nauseous', 'seasick'], 'seasick');
    same(['whereabouts', 'located', 'situated'], 'location');
  });

  it('gives little weight to who asks and to filler', () => {
    expect(ideas('my husband wants to know').every((idea) => idea.weak)).toBe(true);
    expect(ideas('is there nowhere to smoke up there').map((idea) => idea.words)).toEqual(['smoke']);
  });

  it("folds a word's final hamza, which guests leave out, alike in every form of the word", () => {
    expect(foldText('البتراء')).toBe(foldText('البترا'));
    expect(foldText('للبتراء الأربعاء؟')).toBe('للبترا الاربعا؟');
    expect(foldText('ميناء الميناء بالميناء')).toBe('مينا المينا بالمينا');
    // Short words keep theirs with any letters in front: 'غداء' (lunch) is never 'غدا' (tomorrow).
    expect(foldText('غداء الغداء للعشاء وعشاء ماء')).toBe('غداء الغداء للعشاء وعشاء ماء');
  });

  it('reads Arabic words with the letters guests attach, and as written first', () => {
    expect(lookupForm('بالواي')).toBe('واي');
    expect(lookupForm('جوالي')).toBe('جوال');
    // 'ولدي' (my son) is a word of its own, not و + لدي (I have, a stop word).
    const son = ideas('ولدي يحب السباحة');
    expect(son.some((idea) => idea.group === groupOf('kid'))).toBe(true);
  });

  it('knows Gulf colloquial words guests write', () => {
    expect(ideas('عيالي').map((idea) => idea.group)).toEqual([groupOf('kid')]);
    expect(ideas('ابي اعرف').length).toBe(0);
    expect(ideas('كنسلت الرحلة')[0]?.group).toBe(groupOf('cancel'));
    expect(ideas('في البحر')[0]?.group).toBe(groupOf('sea day'));
  });

  it('joins the Arabic families to the group of their first term, or makes them a group', () => {
    expect(
      withFamilies(
        [['pool', 'swim']],
        [
          ['pool', 'البول', 'بركة'],
          ['vr', 'في ار'],
        ],
      ),
    ).toEqual([
      ['pool', 'swim', 'البول', 'بركه'],
      ['vr', 'في ار'],
    ]);
    // Dialect and loanwords in Arabic script reach the ship's groups.
    expect(groupOf('البول')).toBe(groupOf('pool'));
    expect(groupOf('جيم')).toBe(groupOf('gym'));
    expect(groupOf('رومنج')).toBe(groupOf('roaming'));
    expect(groupOf('فيب')).toBe(groupOf('smoke'));
    expect(groupOf('دوخه')).toBe(groupOf('seasick'));
    expect(groupOf('بكام')).toBe(groupOf('price'));
    expect(groupOf('عصيرات')).toBe(groupOf('juice'));
    expect(groupOf('في ار')).toBe(groupOf('vr'));
    expect(groupOf('juice')).not.toBe(groupOf('coffee'));
    expect(groupOf('كلمه سر')).toBe(groupOf('password'));
    // 'سعر الدولار' is the exchange rate (which no record holds), not the price of something in dollars.
    expect(ideas('كم سعر الدولار اليوم')[0]?.group).toBe(groupOf('exchange rate'));
    expect(ideas('كم ياخذ وقت')[0]?.group).toBe(groupOf('how long'));
    // 'الفيزا' on a cruise is the visa, and 'شو نعمل' what there is to do.
    expect(groupOf('فيزا')).toBe(groupOf('visa'));
    expect(ideas('شو في نعمل بالليل')[0]?.group).toBe(groupOf('things to do'));
  });

  it('drops dialect question words and fillers, and keeps the ship word weak', () => {
    expect(ideas('ايمتى فين قديش شو عايز بدي ينفع معايا شويه بنفسي').length).toBe(0);
    expect(ideas('المركب').every((idea) => idea.weak)).toBe(true);
    expect(ideas('بدوخه')[0]?.group).toBe(groupOf('seasick'));
  });

  it("reads a child's age as the teens' or the kids' programme", () => {
    const teen = ideas('my son is 14, what can he do?');
    expect(teen.some((idea) => idea.group === groupOf('teen'))).toBe(true);
    expect(teen.some((idea) => idea.group === groupOf('kid'))).toBe(false);
    expect(teen.find((idea) => idea.words === '14' && idea.group === undefined)?.weak).toBe(true);
    const kid = ideas('بنتي عمرها 6 سنوات');
    expect(kid.some((idea) => idea.group === groupOf('kid'))).toBe(true);
    expect(kid.some((idea) => idea.group === groupOf('teen'))).toBe(false);
    // A number with no child or age in the question stays an ordinary idea.
    expect(ideas('what is on deck 16').find((idea) => idea.words === '16')?.weak).toBe(false);
  });

  it('reads the child beside an idea of being unwell as the patient, not the kids club', () => {
    const kid = ideas('ابني سخن كتير فيه دكتور');
    expect(kid.find((idea) => idea.group === groupOf('kid'))?.weak).toBe(true);
    expect(kid.some((idea) => idea.group === groupOf('doctor') && !idea.weak)).toBe(true);
    expect(ideas('ابني يقدر يدخل نادي الاطفال').find((idea) => idea.group === groupOf('kid'))?.weak).toBe(
      false,
    );
  });

  it('reads a word in its other sense by what comes right after it', () => {
    const groups = (question: string) => ideas(question).map((idea) => idea.group);
    // 'any tips' before the steward or the waiters is a gratuity; before a port it is advice.
    expect(groups('any tips for the cabin steward?')).toContain(groupOf('tip'));
    expect(groups('tips for the waiters?')).toContain(groupOf('tip'));
    expect(groups('any tips for petra?')).not.toContain(groupOf('tip'));
    // 'watch' before a child is babysitting (never the shops' watches); before a film it is not.
    const watch = ideas('someone to watch our toddler while we go to dinner?');
    expect(watch[0]).toMatchObject({ words: 'watch', group: groupOf('babysit'), weak: false });
    expect(watch[0]?.terms).not.toContain('watch');
    expect(groups('can the kids watch a movie?')).not.toContain(groupOf('babysit'));
    // 'اخوي' is a filler ('bro'), but 'اخوي ساكن في العقبه' is my brother who lives there.
    expect(groups('اخوي ساكن في العقبة يقدر يطلع معنا؟')).toContain(groupOf('visitor'));
    expect(groups('اخوي وين المسبح؟')).not.toContain(groupOf('visitor'));
  });

  it('weighs little the ideas that only say whom, where or how much beside another', () => {
    const weakOf = (question: string, word: string) =>
      ideas(question).find((idea) => idea.group === groupOf(word))?.weak;
    // Beside a gratuity: the steward, the cabin, the amount.
    expect(weakOf('how much should we tip the cabin steward?', 'price')).toBe(true);
    expect(weakOf('هو لازم ندي إكرامية للي بينضف الكابينة؟', 'cabin')).toBe(true);
    // Beside babysitting: the child and the dinner; beside a visitor: the lunch; beside ball games: the boys.
    expect(weakOf('someone to watch our toddler while we go to dinner?', 'kid')).toBe(true);
    expect(weakOf('someone to watch our toddler while we go to dinner?', 'restaurant')).toBe(true);
    expect(weakOf('my brother lives in Sharm, can he come aboard for lunch?', 'restaurant')).toBe(true);
    expect(weakOf('where can my boys shoot some hoops?', 'kid')).toBe(true);
    // Beside 'free', the price only asks whether it is; beside lost property, the cabin says where.
    expect(weakOf('المويه اللي بالغرفة بفلوس ولا ببلاش؟', 'price')).toBe(true);
    expect(weakOf('I left my sunglasses in the cabin, what happens to them?', 'cabin')).toBe(true);
    // Beside documents, boarding says when they are needed; beside cash, the ship where it is carried.
    expect(weakOf('what paperwork should we bring to get on the boat?', 'embarkation')).toBe(true);
    expect(weakOf('do I need to carry cash around the ship?', 'walk around')).toBe(true);
    // Alone, each is the question's own idea.
    expect(weakOf('how much is the hammam?', 'price')).toBe(false);
    expect(weakOf('where can we have dinner?', 'restaurant')).toBe(false);
  });

  it('knows the ship words guests use for rules and places in other words', () => {
    expect(ideas('is there padel on board?')[0]?.group).toBe(groupOf('basketball'));
    expect(ideas('فيه ملعب بادل؟')[0]?.group).toBe(groupOf('basketball'));
    expect(ideas('البحر بيدوّخني').map((idea) => idea.group)).toContain(groupOf('seasick'));
    expect(ideas('دايخ من الموج').map((idea) => idea.group)).toEqual([groupOf('seasick')]);
    expect(ideas('معي كلب خدمة')[0]?.group).toBe(groupOf('pet'));
    expect(ideas('لازم نطلع من الغرفة')[0]?.group).toBe(groupOf('vacate'));
    expect(ideas('لازم أسيب الكابينة الساعة كام؟')[0]?.group).toBe(groupOf('vacate'));
    expect(ideas('متى يجب أن نُخلي المقصورة؟').map((idea) => idea.group)).toEqual([groupOf('vacate')]);
    expect(ideas('ابي اجيب قطوتي معي').map((idea) => idea.group)).toEqual([groupOf('pet')]);
    expect(ideas('can our little dachshund come?').filter((idea) => !idea.weak)[0]?.group).toBe(
      groupOf('pet'),
    );
    expect(ideas('صالة الألعاب الرياضية')[0]?.group).toBe(groupOf('gym'));
    expect(ideas('السفينة بتستنانا؟').map((idea) => idea.group)).toContain(groupOf('wait'));
    expect(ideas('كيف بعرف إنو في طوارئ').map((idea) => idea.group)).toEqual([groupOf('emergency')]);
  });

  it('reads the ship rules asked in other English words', () => {
    const strong = (question: string) =>
      ideas(question)
        .filter((idea) => !idea.weak)
        .map((idea) => idea.group);
    // Footwear, losing a thing, the luggage one carries on, the time zone, the alarm and paying.
    expect(strong('can I work out in flip flops?')).toContain(groupOf('shoes'));
    expect(strong('what if we misplace a pool towel?')).toContain(groupOf('lost'));
    expect(strong('where do our carry-ons go?')).toContain(groupOf('luggage'));
    expect(strong('what timezone is Egypt, compared to GMT?')).toContain(groupOf('time zone'));
    expect(strong('how many horn blasts is the abandon ship signal?')).toContain(groupOf('emergency'));
    expect(strong('how does paying for stuff work on the ship?')).toEqual([groupOf('how do i pay')]);
    // Notice ahead, the door the cases go out of, a deadline.
    expect(strong('how much notice do you need for a service dog?')).toContain(groupOf('in advance'));
    expect(strong('bags outside the door by what time?')).toEqual([
      groupOf('luggage'),
      groupOf('outside the door'),
      groupOf('what time'),
    ]);
    // Not paying extra is free; the boat one is on, a frame and the party's each say little.
    expect(strong('where can we eat without paying extra?')).toContain(groupOf('free'));
    expect(strong("what's the deal with pool towels?")).toEqual([groupOf('towel')]);
    expect(strong('papers to be allowed on the boat?')).toEqual([groupOf('documents')]);
    expect(strong("what's the baggage allowance per person?")).toEqual([groupOf('luggage')]);
  });

  it('mends Arabic misspellings only by a letter left out or doubled, never by a changed letter', () => {
    expect(mayMisspell('ضاعت', 'ضاع')).toBe(true);
    expect(mayMisspell('الطبيبب', 'الطبيب')).toBe(true);
    expect(mayMisspell('متاخر', 'متاجر')).toBe(false);
    expect(mayMisspell('المسموح', 'المسبح')).toBe(false);
    expect(mayMisspell('يشتغل', 'يشتري')).toBe(false);
    // One letter more or less that makes another word is not a slip: a clitic in front, a root letter at the end.
    expect(mayMisspell('تبدا', 'وتبدا')).toBe(false);
    expect(mayMisspell('تطلع', 'تطل')).toBe(false);
    expect(mayMisspell('المسب', 'المسبح')).toBe(true);
    // A letter more inside a word is another word of its root, unless it is the letter beside it typed twice.
    expect(mayMisspell('الادوار', 'الدوار')).toBe(false);
    expect(mayMisspell('المهياه', 'المياه')).toBe(false);
    expect(mayMisspell('المسسبح', 'المسبح')).toBe(true);
    expect(mayMisspell('والمسبح', 'المسبح')).toBe(true);
    expect(mayMisspell('اتاخرت', 'تاخرت')).toBe(true);
    expect(mayMisspell('docter', 'doctor')).toBe(true);
    expect(mayMisspell('pasword', 'password')).toBe(true);
  });

  it('keeps a word in an idea only where it means the same', () => {
    // A drone is not a photograph, and flying is not photography.
    expect(groupOf('drone')).not.toBe(groupOf('photo'));
    expect(groupOf('fly')).toBeUndefined();
    expect(
      ideas('can I fly my drone from the top deck?').some((idea) => idea.group === groupOf('photo')),
    ).toBe(false);
    // The evening or the night is not a show; tea is not coffee.
    expect(groupOf('evening')).not.toBe(groupOf('show'));
    expect(groupOf(foldText('بالليل'))).not.toBe(groupOf('show'));
    expect(groupOf('tea')).not.toBe(groupOf('coffee'));
    expect(groupOf(foldText('قهوة'))).toBe(groupOf('coffee'));
  });
});
