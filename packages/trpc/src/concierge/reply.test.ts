import { aiLearnings, type DbHandle, messages } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../auth/public-user.ts';
import { listBookings } from '../domains/bookings/service.ts';
import { type FinishedReply, type HistoryMessage, reply } from './index.ts';
import { chatGuest } from './testing/chat.ts';
import { insertGuest, insertShipFixtures } from './testing/fixtures.ts';

let handle: DbHandle;
let user: PublicUser;

beforeAll(async () => {
  handle = await createTestDb();
  await insertShipFixtures(handle.db);
  const id = await insertGuest(handle.db, 'Layla Haddad');
  user = { id, username: 'layla', fullName: 'Layla Haddad', roomNumber: '7012', deck: '7', isAdmin: false };
});
afterAll(() => handle.close());

/** Asks the concierge with the given history and returns the finished reply. */
async function ask(
  text: string,
  history: HistoryMessage[] = [],
  lang: 'en' | 'ar' = 'en',
): Promise<FinishedReply> {
  let finished: FinishedReply | undefined;
  const result = await reply({
    db: handle.db,
    user,
    text,
    lang,
    history,
    onFinish: async (done) => {
      finished = done;
    },
  });
  await result.consumeStream();
  if (!finished) throw new Error('the reply never finished');
  return finished;
}

describe('the offline concierge', () => {
  it('answers from the tools it called and nothing else', async () => {
    const answer = await ask('Tell me about restaurants');
    // The ship's search comes first for every question; the topic's list answers a list question.
    expect(answer.toolResults.map((r) => r.toolName)).toEqual(['search', 'restaurants']);
    expect(answer.text).toContain('**Coral Grill**: Seafood, Deck 5, open 12:00 PM–10:00 PM, rated 4.4/5');
    expect(answer.text).toContain('**La Tavola**: Italian, Deck 6, open 6:00 PM–10:00 PM, rated 4.7/5');
  });

  it('is deterministic', async () => {
    const first = await ask('What is there for kids?');
    const second = await ask('What is there for kids?');
    expect(second.text).toBe(first.text);
  });

  it('greets by name, offers staff when staff come up, and hands over when asked for a person', async () => {
    expect((await ask('Hello!')).text).toMatch(/^Hello Layla Haddad! I'm your Marsa concierge/);
    expect((await ask('Is there a staff member on deck 7?')).text).toMatch(/connect you/);
    const handOff = await ask('I want to talk to a real person');
    expect(handOff.toolResults.map((r) => r.toolName)).toEqual(['requestStaff']);
    expect(handOff.text).toMatch(/^I've passed your request to our crew\. Your request number is #\d+\./);
  });

  it('describes a venue named in a question without topic words', async () => {
    const answer = await ask('What time does La Tavola open?');
    expect(answer.text).toMatch(/^\*\*La Tavola\*\* serves Italian on Deck 6, open 6:00 PM–10:00 PM/);
  });

  it('finds a restaurant by its cuisine', async () => {
    const answer = await ask('Do you have seafood?');
    expect(answer.text).toMatch(/^\*\*Coral Grill\*\* serves Seafood/);
  });

  it('asks for the missing details over several turns, then books exactly that once confirmed', async () => {
    const guest = await chatGuest(handle.db);
    const first = await guest.say('I want to book a table');
    expect(first.text).toMatch(
      /Which restaurant would you like: Coral Grill or La Tavola\? How many guests\?/,
    );
    const second = await guest.say('La Tavola please');
    expect(second.text).toMatch(
      /^I'd be happy to book a table at La Tavola for you\. How many guests\? What time\?/,
    );
    const proposal = await guest.say('tomorrow, 3 people at 8');
    expect(proposal.text).toMatch(/^Please confirm:\n• La Tavola\n• tomorrow .*, 8:00 PM\n• 3 guests\n/);
    expect(await listBookings(handle.db, guest.user.id)).toHaveLength(0);
    const done = await guest.say('yes');
    expect(done.text).toMatch(/^Your table is booked: La Tavola, tomorrow .* at 8:00 PM, for 3 guests/);
    const bookings = await listBookings(handle.db, guest.user.id);
    expect(bookings.at(-1)).toMatchObject({ serviceName: 'La Tavola', time: '20:00', partySize: 3 });
  });

  it('names the free times when the requested one is not free', async () => {
    const answer = await ask('Book a table at La Tavola today at 3pm for 2');
    expect(answer.text).toMatch(
      /La Tavola has nothing free at 3:00 PM today .* Free times: 6:00 PM, 7:00 PM, 8:00 PM, 9:00 PM/,
    );
  });

  it('turns "yes" after a venue description into a booking proposal, booked on the next yes', async () => {
    const guest = await chatGuest(handle.db);
    await guest.say('Tell me about Coral Grill');
    const proposal = await guest.say('yes, for 2 at 1pm tomorrow');
    expect(proposal.text).toMatch(/^Please confirm:\n• Coral Grill\n• tomorrow .*, 1:00 PM\n• 2 guests/);
    const done = await guest.say('yes');
    expect(done.text).toMatch(/^Your table is booked: Coral Grill, tomorrow/);
  });

  it('books and cancels in Arabic, each after the guest confirms', async () => {
    const guest = await chatGuest(handle.db);
    const proposal = await guest.say('أريد حجز مساج غدا الساعة 11 صباحا', 'ar');
    expect(proposal.text).toMatch(/^يرجى التأكيد:\n• Desert Stone Massage\n/);
    const booked = await guest.say('نعم', 'ar');
    expect(booked.text).toMatch(/^تم حجز موعدك في السبا: Desert Stone Massage، غدًا/);
    const id = (await listBookings(handle.db, guest.user.id)).find(
      (b) => b.serviceName === 'Desert Stone Massage',
    )?.id;
    const asked = await guest.say(`أريد إلغاء الحجز رقم ${id}`, 'ar');
    expect(asked.text).toContain(`إلغاء الحجز رقم ${id} (Desert Stone Massage)`);
    const cancelled = await guest.say('نعم', 'ar');
    expect(cancelled.text).toBe(`تم إلغاء الحجز رقم ${id} (Desert Stone Massage).`);
  });

  it('lists the guest’s bookings and asks which to cancel when several are active', async () => {
    const guest = await chatGuest(handle.db);
    await guest.say('Book a table at Coral Grill tomorrow at 1pm for 2');
    await guest.say('yes');
    await guest.say('Book a table at La Tavola tomorrow at 7pm for 2');
    await guest.say('yes');
    const mine = await guest.say('Show my bookings');
    expect(mine.text).toMatch(/^Your bookings:\n• #\d+ /);
    const which = await guest.say('Cancel my booking');
    expect(which.text).toMatch(/^Which booking would you like to cancel\? Tell me its number\./);
  });

  it('books an excursion and orders room service from the menu, each once confirmed', async () => {
    const guest = await chatGuest(handle.db);
    await guest.say('Book the Yanbu Reef Snorkel for 2');
    const excursion = await guest.say('yes');
    expect(excursion.text).toMatch(
      /^Your shore excursion is booked: Yanbu Reef Snorkel, 2 participants, \$190\.00 in total\. Booking number \d+\.$/,
    );
    const proposal = await guest.say('Room service please: 2 coffees');
    expect(proposal.text).toContain('2 × Coffee ($5.00 each)');
    const order = await guest.say('yes');
    expect(order.text).toMatch(
      /^Your room service order #\d+ is placed: 2 × Coffee\. Estimated delivery: 30-45 minutes\.$/,
    );
  });

  it('answers FAQ questions in the guest’s language, and admits what it does not know', async () => {
    expect((await ask('How do I connect to the Wi-Fi?')).text).toBe(
      'Join the network MarsaSea and sign in with your cabin number and surname.',
    );
    expect((await ask('كيف أتصل بشبكة الواي فاي؟', [], 'ar')).text).toBe(
      'اتصل بشبكة MarsaSea وسجّل الدخول برقم مقصورتك واسم العائلة.',
    );
    expect((await ask('Can I bring my parrot?')).text).toMatch(
      /^I'm sorry, I don't have information about that\./,
    );
    expect((await ask('هل يمكنني إحضار ببغائي؟', [], 'ar')).text).toMatch(/^عذرًا، لا تتوفر لدي معلومات/);
  });

  it('lists live promotions and the itinerary', async () => {
    expect((await ask('Any specials today?')).text).toContain(
      '**Pasta Night at La Tavola**, $40.00 instead of $50.00',
    );
    // Asked through the ship's search first, so the names it shows are marked bold.
    expect((await ask('What ports do we visit?')).text).toMatch(
      /^Our itinerary:\n• 1\. (\*\*)?Yanbu(\*\*)?, Saudi Arabia/,
    );
  });

  it('answers with a staff correction when one matches the question', async () => {
    const [message] = await handle.db
      .insert(messages)
      .values({ userId: user.id, type: 'assistant', content: 'old answer' })
      .returning();
    await handle.db.insert(aiLearnings).values({
      userId: user.id,
      messageId: message?.id,
      query: 'Is there a casino on board?',
      topic: 'general',
      response: 'old answer',
      adminCorrection: 'There is no casino on board.',
    });
    const answer = await ask('is there a casino on board');
    expect(answer.text).toBe('There is no casino on board.');
    expect(answer.correction?.answer).toBe('There is no casino on board.');
    expect(answer.toolResults).toEqual([]);
    // Said by voice and corrected on the way, it is the same question.
    expect((await ask('um is there a cinema no sorry a casino on board')).correction?.answer).toBe(
      'There is no casino on board.',
    );
  });
});
