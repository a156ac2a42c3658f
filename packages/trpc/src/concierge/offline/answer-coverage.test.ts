import { describe, expect, it } from 'vitest';
import { conceptsOf } from '../../domains/search/lexicon.ts';
import { searchHit } from '../testing/search-hit.ts';
import {
  carriesFact,
  coversRestOfQuestion,
  coversSubject,
  judgesAnswers,
  namesSubject,
  statesClockHours,
  subjectKeys,
  titleHoldsSubject,
  topicAnswersFollowUp,
  withoutFreeOfOther,
} from './answer-coverage.ts';
import { questionFrame } from './question-frame.ts';

const hit = searchHit;

describe('the question frame', () => {
  it.each([
    ['how much does it cost to see the doctor', 'amount', ['doctor']],
    ['how much is the hammam', 'amount', ['hammam']],
    ['petra tour price', 'amount', ['petra', 'tour']],
    ['how many lifeboats does the ship have', 'count', ['lifeboats']],
    ['how deep is the water in the water park pool', 'depth', ['water']],
    ['how fast does the ship go', 'speed', ['ship']],
    ['how long does the hammam take', 'duration', ['hammam']],
    ['what time does the hair salon open', 'time', ['hair', 'salon']],
    ['do you sell local sim cards on board', 'exists', ['local', 'sim', 'cards']],
    ['can i rent a car in yanbu', 'exists', ['rent', 'car']],
    ['is there a bar where i can get a beer', 'exists', ['bar', 'beer']],
    ['what s the name of the ship s doctor', 'name', ['ship', 'doctor']],
    ['where is the theatre', 'place', ['theatre']],
    ['is there an extra charge if i order food at 2am', 'charge', []],
  ])('reads %j as asking for %s about %j', (question, asks, subject) => {
    expect(questionFrame(question)).toEqual({ asks, subject });
  });

  it.each([
    // A meal at a place asks for the place's hours.
    ['what time is breakfast served at the buffet', 'time', ['buffet']],
    ['who won the football last night', 'name', ['football']],
    ['is there somewhere i can get a coffee late at night', 'exists', ['coffee']],
  ])('reads %j as asking for %s about %j (fresh guest turns)', (question, asks, subject) => {
    expect(questionFrame(question)).toEqual({ asks, subject });
  });

  it('reads Arabic where/when about a definite place loosely, and a verb-first one softly', () => {
    expect(questionFrame('وين النادي الرياضي')).toEqual({
      asks: 'place',
      subject: ['النادي', 'الرياضي'],
      loose: true,
    });
    expect(questionFrame('متي يسكر المسبح')).toEqual({ asks: 'time', subject: ['المسبح'], loose: true });
    expect(questionFrame('متي يفتح السبا الصبح')).toEqual({ asks: 'time', subject: ['السبا'], loose: true });
    // A soft frame ranks the answers that carry the fact; it never alone says 'I don't know'.
    expect(questionFrame('متي نوصل ينبع')).toEqual({
      asks: 'time',
      subject: ['ينبع'],
      loose: true,
      soft: true,
    });
    expect(questionFrame('وين اغسل ملابسي')).toMatchObject({ asks: 'place', soft: true });
  });

  it('has no frame for a question that asks for no kind of fact', () => {
    expect(questionFrame('tell me about layalina')).toEqual({ asks: null, subject: [] });
    expect(judgesAnswers(questionFrame('tell me about layalina'))).toBe(false);
    // A place question without a subject ('where do I ask for them') is left to the ranking.
    expect(judgesAnswers(questionFrame('where do i ask for them'))).toBe(false);
    expect(judgesAnswers(questionFrame('how fast does the ship go'))).toBe(true);
  });
});

describe('the subject of a record by its kind', () => {
  it('counts an activity as a class and an excursion as a tour, not the other way round', () => {
    const frame = questionFrame('do you have yoga classes');
    const classes = conceptsOf(['classes'])[0];
    const missing = classes?.group === undefined ? [] : [`g:${classes.group}`];
    expect(coversSubject(frame, hit({ kind: 'activity', title: 'Sunset Yoga', missing }))).toBe(true);
    expect(coversSubject(frame, hit({ kind: 'excursion', title: 'Yoga Retreat', missing }))).toBe(false);
    expect(coversSubject(frame, hit({ kind: 'knowledge', title: 'Yoga', missing }))).toBe(false);
  });
});

describe('answer coverage', () => {
  const doctorFaq =
    'The Medical Centre on Deck 1 has doctors and nurses. Surgery hours are 08:00–12:00 and 16:00–19:00, and emergency care is available 24 hours on ext. 7777. Consultations are charged to your onboard account, so we recommend travel insurance.';

  it('does not take hours or a charge without an amount as the answer to "how much"', () => {
    const frame = questionFrame('how much does it cost to see the doctor');
    expect(carriesFact(frame, doctorFaq, false)).toBe(false);
    expect(carriesFact(questionFrame('what time does the doctor see guests'), doctorFaq, false)).toBe(true);
    expect(carriesFact(frame, 'A visit to the doctor costs $60.', false)).toBe(true);
  });

  it('wants the figure in a sentence about the subject, unless the record is all about it', () => {
    const frame = questionFrame('how much is the streaming wifi package');
    const wifi =
      'Basic Wi-Fi for messaging and browsing is included; streaming packages can be bought at Guest Services.';
    expect(carriesFact(frame, wifi, false)).toBe(false);
    expect(carriesFact(frame, 'Streaming packages cost $40 for the cruise.', false)).toBe(true);
    const hammam = questionFrame('how much is the hammam');
    expect(carriesFact(hammam, 'Traditional Hammam Ritual\nPrice: $120.00 per guest.', true)).toBe(true);
  });

  it('takes a span in words as how long something lasts', () => {
    const passport = questionFrame('how long must my passport be valid');
    const documents = 'You need a passport valid for at least six months after the cruise.';
    expect(carriesFact(passport, documents, false)).toBe(true);
    expect(carriesFact(passport, 'You need a passport and a visa.', false)).toBe(false);
  });

  it('knows the evidence of each measure', () => {
    expect(carriesFact(questionFrame('how fast does the ship go'), 'Three racing slides.', false)).toBe(
      false,
    );
    expect(carriesFact(questionFrame('how fast does the ship go'), 'She cruises at 21 knots.', false)).toBe(
      true,
    );
    expect(
      carriesFact(questionFrame('how deep is the pool'), 'A 60-metre family raft ride over the pool.', false),
    ).toBe(false);
    expect(carriesFact(questionFrame('how deep is the pool'), 'The pool is 1.4 m deep.', false)).toBe(true);
    expect(carriesFact(questionFrame('how many decks does it have'), 'Marsa has 19 decks.', false)).toBe(
      true,
    );
    expect(carriesFact(questionFrame('how many crew work here'), 'Tip the crew if you wish.', false)).toBe(
      false,
    );
    expect(carriesFact(questionFrame("what's the captain's name"), 'The captain welcomes you.', false)).toBe(
      false,
    );
    expect(carriesFact(questionFrame("what's the captain's name"), 'Captain Omar welcomes you.', false)).toBe(
      true,
    );
  });

  it('needs a record about the subject: every subject idea it holds, or its own name', () => {
    const salon = questionFrame('what time does the hair salon open');
    const fishMarket = hit({ kind: 'restaurant', title: 'The Fish Market', missing: subjectKeys(salon) });
    expect(coversSubject(salon, fishMarket)).toBe(false);
    const hammam = questionFrame('how much is the hammam');
    const ritual = hit({ kind: 'spa', title: 'Traditional Hammam Ritual', missing: [] });
    expect(coversSubject(hammam, ritual)).toBe(true);
    expect(namesSubject(hammam, ritual)).toBe(true);
    expect(namesSubject(hammam, hit({ kind: 'spa', title: 'Signature Red Sea Massage' }))).toBe(false);
  });

  it("counts a place's hours, price and seats as in its full record, not an FAQ's", () => {
    // ('people' is a weak word since the two issue-9 branches merged: the seats carry the subject.)
    const seats = questionFrame('how many seats does la tavola have');
    const missing = subjectKeys(seats);
    expect(missing.length).toBeGreaterThan(0);
    expect(coversSubject(seats, hit({ kind: 'restaurant', title: 'La Tavola', named: true, missing }))).toBe(
      true,
    );
    expect(
      coversSubject(seats, hit({ kind: 'knowledge', title: 'Do I need to book a table?', missing })),
    ).toBe(false);
  });

  it('lets a named place answer only what it holds about it', () => {
    const key = (word: string) => `g:${conceptsOf([word])[0]?.group}`;
    const aqaba = hit({ kind: 'port', title: 'Aqaba', named: true, missing: [key('weather')] });
    expect(coversRestOfQuestion(aqaba, 'what s the weather going to be in aqaba')).toBe(false);
    expect(coversRestOfQuestion(aqaba, 'tell me about aqaba')).toBe(true);
    // Its hours, deck or price are in its full record: 'what time do we arrive in aqaba' stays its answer.
    const arrive = hit({ kind: 'port', title: 'Aqaba', named: true, missing: [key('arrive'), key('hours')] });
    expect(coversRestOfQuestion(arrive, 'what time do we arrive in aqaba')).toBe(true);
  });
});

describe('paying and naming, in the words guests use', () => {
  it("does not read free tables or an alcohol-free bar as 'free of charge'", () => {
    const free = questionFrame('is the space diner free');
    const diner =
      'Special feature: Robot-served milkshakes and a kids-eat-free family hour at 5:00 PM.\nFree tables today: 10:00 AM.';
    expect(carriesFact(free, diner, true)).toBe(false);
    expect(carriesFact(free, 'Amwaj Buffet, Amwaj Terrace and Space Diner are included.', true)).toBe(true);
    expect(withoutFreeOfOther('an alcohol-free ship, free-roam vr and free times')).not.toMatch(/free/);
    expect(withoutFreeOfOther('free of charge')).toBe('free of charge');
  });

  it("counts 'the Wadi Rum trip' as naming the Wadi Rum excursion, but not 'the trip' alone", () => {
    const wadi = hit({ kind: 'excursion', title: 'Wadi Rum Jeep & Camel Adventure' });
    expect(namesSubject(questionFrame('how much is the wadi rum trip'), wadi)).toBe(true);
    expect(namesSubject(questionFrame('how much is the trip'), wadi)).toBe(false);
  });

  it('knows a title is about the subject in other words for it', () => {
    const wifi = questionFrame('do i have to pay for the wifi');
    expect(titleHoldsSubject(wifi, hit({ title: 'How do I connect to the ship’s Wi-Fi?' }))).toBe(true);
    expect(titleHoldsSubject(wifi, hit({ title: 'Can I use my mobile phone at sea?' }))).toBe(false);
  });
});

describe('a follow-up the thing itself does not answer', () => {
  const waterPark = 'Water Park is on Deck 18. Schedule: Daily 9:00 AM–7:00 PM. Three racing slides.';
  const lifeguards =
    'Lifeguards are on duty at the Lido Pool and the Water Park during opening hours. Diving is not allowed in any pool.';
  it('takes the ship answer that names the thing and holds what is asked', () => {
    expect(topicAnswersFollowUp('are there lifeguards there?', 'Water Park', waterPark, lifeguards)).toBe(
      true,
    );
  });
  it("keeps the thing's own record for what it holds, its hours, or a topic about something else", () => {
    expect(topicAnswersFollowUp('are there slides?', 'Water Park', waterPark, lifeguards)).toBe(false);
    expect(topicAnswersFollowUp('what time does it shut?', 'Water Park', waterPark, lifeguards)).toBe(false);
    expect(
      topicAnswersFollowUp('are there lifeguards there?', 'Sports Court', 'Sports Court.', lifeguards),
    ).toBe(false);
  });
});

describe('the hours a place keeps', () => {
  it.each(['open 08:00–22:00', 'from 9 am', 'يفتح من الساعة 08:00', 'available 24 hours', 'على مدار الساعة'])(
    'reads %s as clock hours',
    (text) => expect(statesClockHours(text)).toBe(true),
  );
  it.each(['cancel up to 12 hours before', 'حتى 12 ساعة قبل موعده', 'a 90-minute treatment'])(
    'does not read a span of hours (%s) as the hours kept',
    (text) => expect(statesClockHours(text)).toBe(false),
  );
});
