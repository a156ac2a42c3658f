import { describe, expect, it } from 'vitest';
import type { Turn } from './conversation.ts';
import { changeOf, offeredTimes, pendingProposal, pickOfferedTime } from './dialogue.ts';
import { extractPartySize } from './extract.ts';
import { resolveFocus } from './focus.ts';
import { normalize } from './language.ts';
import { isChange, isConfirm, isDecline, isQuestionNotRequest } from './lexicon-dialogue.ts';
import { planStep } from './plan.ts';
import { superlativeIn } from './reason.ts';
import { ordinalIn, refersBack, shownIn } from './referents.ts';
import { bookingProposal, conversation, TODAY } from './test-conversation.ts';
import { cleanUtterance } from './transcript.ts';

const proposal = bookingProposal(
  'bookTable',
  { restaurantId: 2, date: '2026-11-25', time: '19:30', partySize: 2 },
  'La Tavola',
);
const proposed: Turn = {
  role: 'assistant',
  text: 'Please confirm:\n• La Tavola\nShall I book this table?',
  results: { bookTable: { ok: true, proposal } },
};

describe('party size from words', () => {
  it.each([
    ['my wife and me', 2],
    ['me and my husband', 2],
    ['for four of us', 4],
    ['the two of us', 2],
    ['we are 5', 5],
    ['لشخصين', 2],
    ['أنا وزوجتي', 2],
    ['just me', 1],
  ])('%s → %i', (text, size) => {
    expect(extractPartySize(normalize(text))).toBe(size);
  });
});

describe('questions never act', () => {
  it.each([
    'what number do I dial for room service?',
    'How much is that in total and what time do we leave?',
    'how do I cancel a booking?',
    'كم رقم خدمة الغرف؟',
  ])('%s is a question', (text) => {
    expect(isQuestionNotRequest(normalize(text))).toBe(true);
  });
  it.each([
    'Book a table at La Tavola at 8',
    'Can you book the spa for me tomorrow?',
    'I would like to order room service',
    'أريد حجز طاولة',
  ])('%s is a request', (text) => {
    expect(isQuestionNotRequest(normalize(text))).toBe(false);
  });
  it('keeps a room-service question a question, and a booking question about the topic', () => {
    const dial = resolveFocus(
      conversation([{ role: 'user', text: 'what number do I dial for room service?' }]),
    );
    expect(dial.intent).toBeNull();
    const ask = resolveFocus(conversation([{ role: 'user', text: 'How do bookings at the spa work?' }]));
    expect(ask.intent).toBe('spa');
  });
});

describe('answers to a proposal', () => {
  it('reads Gulf, Egyptian and Levantine yeses as a whole word', () => {
    for (const yes of ['يلا', 'ماشي', 'اوكي', 'زين', 'طبعا', 'ايوه اكيد', 'تمام'])
      expect(isConfirm(normalize(yes)), yes).toBe(true);
    for (const not of ['تمرين السلامه متى؟', 'يلاحظ', 'ماشيين بكره'])
      expect(isConfirm(normalize(not)), not).toBe(false);
  });

  it("reads a Gulf 'ايه' with its verb as a yes ('ايه اكد الطلب'), never an Egyptian 'what'", () => {
    for (const yes of ['ايه اكد الطلب', 'إيه أكّد الحجز لو سمحت', 'ايه اطلبه', 'ايه احجزها'])
      expect(isConfirm(normalize(yes)), yes).toBe(true);
    for (const not of ['ايه الطلب؟', 'ايه اللي في المنيو', 'ايه اكتر حاجه حلوه'])
      expect(isConfirm(normalize(not)), not).toBe(false);
  });

  it('reads yes, no and change in English and Arabic', () => {
    for (const yes of ['yes', 'Yes, confirm', 'ok go ahead', 'نعم', 'نعم، أكّد', 'تمام', 'ايه', 'إيه نعم'])
      expect(isConfirm(normalize(yes))).toBe(true);
    for (const question of ['ايه المواعيد المتاحة؟', 'إيه ده؟'])
      expect(isConfirm(normalize(question))).toBe(false);
    for (const no of ['no', 'no thanks', 'لا']) expect(isDecline(normalize(no))).toBe(true);
    for (const change of ['make it 8 instead', 'Change', 'for 3 instead', 'غيّر الوقت'])
      expect(isChange(normalize(change))).toBe(true);
  });

  it('reads a polite Arabic request as a request, and a question as a question', () => {
    expect(isQuestionNotRequest(normalize('ممكن توصلون لي قهوة للغرفة؟'))).toBe(false);
    expect(isQuestionNotRequest(normalize('تقدر ترسل لي عصير؟'))).toBe(false);
    expect(isQuestionNotRequest(normalize('كم رقم خدمة الغرف؟'))).toBe(true);
  });

  it('finds the pending proposal only right after it (or after the change question)', () => {
    expect(
      pendingProposal(
        conversation([{ role: 'user', text: 'book' }, proposed, { role: 'user', text: 'yes' }]),
      ),
    ).toEqual(proposal);
    const afterChange = conversation([
      proposed,
      { role: 'user', text: 'change' },
      { role: 'assistant', text: 'What would you like to change?', results: {} },
      { role: 'user', text: 'for 3' },
    ]);
    expect(pendingProposal(afterChange)).toEqual(proposal);
    const afterOtherQuestion = conversation([
      proposed,
      { role: 'user', text: 'is there a pool on board?' },
      {
        role: 'assistant',
        text: 'Would you like me to connect you with a member of our staff?',
        results: {},
      },
      { role: 'user', text: 'yes' },
    ]);
    expect(pendingProposal(afterOtherQuestion)).toBeUndefined();
    const afterRequest = conversation([
      proposed,
      { role: 'user', text: 'book the spa' },
      { role: 'assistant', text: 'The spa is on Deck 17.', results: {} },
      { role: 'user', text: 'yes' },
    ]);
    expect(pendingProposal(afterRequest)).toBeUndefined();
  });

  it('keeps the proposal pending across a side question answered aside', () => {
    const afterSideQuestion = conversation([
      proposed,
      { role: 'user', text: 'one of us is vegetarian, is that ok?' },
      { role: 'assistant', text: 'Every menu has vegetarian dishes.', results: {} },
      { role: 'user', text: 'great, yes' },
    ]);
    expect(pendingProposal(afterSideQuestion)).toEqual(proposal);
    const offeredSame = conversation([
      proposed,
      { role: 'user', text: 'my 2 kids are picky, is there a kids menu?' },
      { role: 'assistant', text: 'La Tavola serves Italian. Would you like me to book one?', results: {} },
      { role: 'user', text: 'ok go ahead' },
    ]);
    expect(pendingProposal(offeredSame)).toEqual(proposal);
    expect(planStep(offeredSame)).toEqual({
      kind: 'tools',
      calls: [{ toolName: 'confirmAction', input: {} }],
    });
  });

  it('plans confirmAction for a yes and never a booking call', () => {
    const plan = planStep(
      conversation([{ role: 'user', text: 'book' }, proposed, { role: 'user', text: 'نعم' }]),
    );
    expect(plan).toEqual({ kind: 'tools', calls: [{ toolName: 'confirmAction', input: {} }] });
  });

  it('reads spoken answers: fillers around a yes, a no, a self-corrected change', () => {
    // As readConversation hands them to the planner: cleaned (transcript.ts).
    const answerTo = (said: string) =>
      planStep(
        conversation([
          { role: 'user', text: 'book' },
          proposed,
          { role: 'user', text: cleanUtterance(said) },
        ]),
      );
    const confirm = { kind: 'tools', calls: [{ toolName: 'confirmAction', input: {} }] };
    for (const yes of ['uh yeah go ahead', 'yep book it', 'okay', 'اي احجز', 'طيب'])
      expect(answerTo(yes)).toEqual(confirm);
    for (const notYes of [
      'uh no actually not yet',
      'okay wait no',
      'ok why?',
      'طيب كم السعر؟',
      'actually no',
    ])
      expect(answerTo(notYes)).not.toEqual(confirm);
    const three = answerTo('no wait make it three of us');
    expect(three.kind).toBe('tools');
    if (three.kind === 'tools') expect(three.calls[0]?.toolName).not.toBe('confirmAction');
  });

  it('reads the change: a bare hour is the time, "for 3" the party', () => {
    expect(changeOf('make it 8 instead', proposal, TODAY)).toMatchObject({
      time: '08:00',
      isTimeAmbiguous: true,
    });
    expect(changeOf('for 3 instead', proposal, TODAY)).toEqual({ partySize: 3 });
    expect(changeOf('لشخصين بدلا من ذلك', proposal, TODAY)).toEqual({ partySize: 2 });
  });

  it('adds the people joining to the party proposed, and reads "we\'ll be 5" as the party', () => {
    expect(changeOf('one more person is joining', proposal, TODAY)).toEqual({ partySize: 3 });
    expect(changeOf('can you add 2 more people?', proposal, TODAY)).toEqual({ partySize: 4 });
    expect(changeOf("we'll be 5", proposal, TODAY)).toEqual({ partySize: 5 });
    expect(changeOf("sorry we're actually 5", proposal, TODAY)).toEqual({ partySize: 5 });
  });

  it('re-proposes a change with the free evening hour, after looking the times up', () => {
    const turns: Turn[] = [
      { role: 'user', text: 'book' },
      proposed,
      { role: 'user', text: 'make it 8 instead' },
    ];
    expect(planStep(conversation(turns))).toEqual({
      kind: 'tools',
      calls: [{ toolName: 'restaurants', input: { date: '2026-11-25' } }],
    });
    const restaurant = { id: 2, name: 'La Tavola', freeTimes: [{ time: '20:00', spotsLeft: 10 }] };
    const looked = planStep(
      conversation(turns, {
        restaurants: { date: '2026-11-25', restaurants: [restaurant as never] },
      }),
    );
    expect(looked).toEqual({
      kind: 'tools',
      calls: [{ toolName: 'bookTable', input: { ...proposal.input, time: '20:00' } }],
    });
  });
});

describe('what was just shown', () => {
  it('reads offered times and picks the one a short answer means', () => {
    const offered = offeredTimes('Free times: 9:00 AM, 10:00 AM, 7:30 PM. Which would you like?');
    expect(offered).toEqual(['09:00', '10:00', '19:30']);
    expect(pickOfferedTime('10 is fine', offered)).toBe('10:00');
    expect(pickOfferedTime('7:30 please', offered)).toBe('19:30');
    expect(offeredTimes('الأوقات المتاحة: 9:00 ص، 7:30 م')).toEqual(['09:00', '19:30']);
  });

  it('reads ordinals in English and Arabic', () => {
    expect(ordinalIn(normalize('how much is the second one?'))).toBe(2);
    expect(ordinalIn(normalize('كم سعر الثاني؟'))).toBe(2);
    expect(ordinalIn(normalize('الأخير'))).toBe('last');
    expect(ordinalIn(normalize('option 3'))).toBe(3);
    expect(ordinalIn(normalize("what's the price of number two?"))).toBe(2);
    expect(ordinalIn(normalize('رقم اتنين كام؟'))).toBe(2);
    expect(ordinalIn(normalize('الأولانية بتطلع إمتى؟'))).toBe(1);
    expect(ordinalIn(normalize('تاني وحدة قديش سعرها؟'))).toBe(2);
    expect(ordinalIn(normalize('what number do I dial for room service?'))).toBeUndefined();
    expect(ordinalIn(normalize('someone at the desk?'))).toBeUndefined();
  });

  it('lists what a message named, in its order', () => {
    const spa = (id: number, name: string) => ({ id, name, nameAr: null }) as never;
    const shown = shownIn('• Facial: 75 minutes\n• Massage: 90 minutes', {
      spaServices: { date: TODAY, services: [spa(1, 'Massage'), spa(2, 'Facial')] },
    });
    expect(shown.map((s) => s.name)).toEqual(['Facial', 'Massage']);
  });

  it('does not count a name met only inside a longer one (the port in an excursion title)', () => {
    const trip = (id: number, title: string, titleAr: string) =>
      ({ id, title, titleAr, portName: 'Yanbu' }) as never;
    const port = { id: 2, portName: 'Yanbu', portNameAr: 'ينبع' } as never;
    const shown = shownIn(
      '• **رحلة الغطس السطحي في شعاب ينبع** — ينبع\n• **يوم في نادي شاطئ رأس البريدي** — ينبع',
      {
        shoreExcursions: {
          excursions: [
            trip(1, 'Yanbu Reef Snorkel Safari', 'رحلة الغطس السطحي في شعاب ينبع'),
            trip(2, 'Ras Al Baridi Beach Club Day', 'يوم في نادي شاطئ رأس البريدي'),
          ],
        } as never,
        itinerary: { today: TODAY, ports: [port] } as never,
      },
    );
    expect(shown.map((s) => s.name)).toEqual(['Yanbu Reef Snorkel Safari', 'Ras Al Baridi Beach Club Day']);
  });

  it('reads superlatives', () => {
    expect(superlativeIn(normalize('which one takes the longest?'))).toBe('longest');
    expect(superlativeIn(normalize('cheapest excursion'))).toBe('cheapest');
    expect(superlativeIn(normalize('ما أرخص رحلة؟'))).toBe('cheapest');
    expect(superlativeIn(normalize('which one is cheaper?'))).toBe('cheapest');
    expect(superlativeIn(normalize('أي مطعم يفتح بدري الصبح؟'))).toBe('earliest');
    expect(superlativeIn(normalize('أي مطعم يفتح لين متأخر؟'))).toBe('open_late');
    // 'Late' and 'early' alone compare nothing.
    expect(superlativeIn(normalize('إذا ألغيت موعد السبا متأخر هل أدفع؟'))).toBeUndefined();
    expect(superlativeIn(normalize('عرض الحجز المبكر'))).toBeUndefined();
    // 'الأقصر' is Luxor after a noun, 'the shortest' before one or when asked for.
    expect(superlativeIn(normalize('كم ساعة رحلة الأقصر؟'))).toBeUndefined();
    expect(superlativeIn(normalize('ما أقصر رحلة برية؟'))).toBe('shortest');
    expect(superlativeIn(normalize('أيهما الأقصر؟'))).toBe('shortest');
  });

  it('reads Arabic follow-ups that lean on the last answer', () => {
    for (const followUp of ['ومتى تنطلق؟', 'وفي أي دور؟', 'في أي طابق؟', 'وبكم؟', 'وين؟'])
      expect(refersBack(normalize(followUp)), followUp).toBe(true);
    expect(refersBack(normalize('كم سعر مساج البحر الأحمر؟'))).toBe(false);
    // A dialect cue and a verb with the subject left unsaid: about what was just shown.
    for (const followUp of ['كم يطول؟', 'متى يسكر؟', 'بكام؟', 'قديش سعره؟'])
      expect(refersBack(normalize(followUp)), followUp).toBe(true);
    expect(refersBack(normalize('البول متى يقفل؟'))).toBe(false);
    // Its rating, its dress code: a noun with the pronoun attached.
    for (const followUp of ['كم تقييمه؟', 'ولبسه ايش؟', 'وش دوامها؟', 'وعندهم قوزي؟'])
      expect(refersBack(normalize(followUp)), followUp).toBe(true);
  });
});
