import { aiLearnings, type DbHandle, eq, messages } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGuest } from '../../concierge/testing/fixtures.ts';
import { AppError } from '../../errors.ts';
import { normalizeQuestion } from './normalize.ts';
import { findCorrection, recordLearning, setLearningFeedback } from './service.ts';

let handle: DbHandle;
let guest: number;
let other: number;

async function learning(query: string, adminCorrection: string | null, userId = guest) {
  const [message] = await handle.db
    .insert(messages)
    .values({ userId, type: 'assistant', content: 'answer' })
    .returning();
  await recordLearning(handle.db, {
    userId,
    messageId: message?.id ?? 0,
    query,
    topic: 'general',
    response: 'answer',
  });
  if (adminCorrection) {
    await handle.db.update(aiLearnings).set({ adminCorrection }).where(eq(aiLearnings.query, query));
  }
  return message?.id ?? 0;
}

beforeAll(async () => {
  handle = await createTestDb();
  guest = await insertGuest(handle.db);
  other = await insertGuest(handle.db);
});
afterAll(() => handle.close());

describe('normalizeQuestion', () => {
  it('ignores case, punctuation, spacing and Arabic spelling variants', () => {
    expect(normalizeQuestion('  Is the SPA open?? ')).toBe('is the spa open');
    expect(normalizeQuestion('أين المَطعم؟')).toBe(normalizeQuestion('اين المطعم'));
  });
});

describe('findCorrection', () => {
  it('matches the same question, a close rewording and Arabic, but not a different question', async () => {
    await learning('What time does the pool open?', 'The pools open at 07:00.');
    await learning('متى يفتح المسبح؟', 'يفتح المسبح الساعة 07:00.');
    await learning('Where is the gym?', null);
    expect((await findCorrection(handle.db, 'what time does the POOL open'))?.answer).toBe(
      'The pools open at 07:00.',
    );
    expect((await findCorrection(handle.db, 'When does the pool open?'))?.answer).toBe(
      'The pools open at 07:00.',
    );
    expect((await findCorrection(handle.db, 'متى يفتح المسبح'))?.answer).toBe('يفتح المسبح الساعة 07:00.');
    expect(await findCorrection(handle.db, 'What time does the spa open?')).toBeUndefined();
    expect(await findCorrection(handle.db, 'Where is the gym?')).toBeUndefined();
  });

  it('matches a question that means the same in other words (issue 9, point 4), and no near miss', async () => {
    const answer = 'There is no casino on board. The Majlis Lounge hosts a board-games night on Thursdays.';
    await learning('Is there a casino on board?', answer);
    for (const question of [
      'can I gamble anywhere on the ship?',
      'are there any slot machines on board?',
      'هل يوجد كازينو على السفينة؟',
      'فيه قمار في السفينة؟',
    ])
      expect((await findCorrection(handle.db, question))?.answer, question).toBe(answer);
    for (const question of [
      'is there a cinema on board?',
      'is there a games room for the kids?',
      'what time does the casino open?',
      'and is it open late?',
    ])
      expect(await findCorrection(handle.db, question), question).toBeUndefined();
  });
});

describe('setLearningFeedback', () => {
  it('sets wasHelpful for the owner and is 404 for anyone else', async () => {
    const messageId = await learning('Is breakfast included?', null);
    expect(await setLearningFeedback(handle.db, guest, { messageId, helpful: false })).toEqual({
      messageId,
      wasHelpful: false,
    });
    const error = await setLearningFeedback(handle.db, other, { messageId, helpful: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('NOT_FOUND');
  });
});
