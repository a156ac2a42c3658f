import { aiLearnings, type DbHandle, messages, users } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctAiLearning, listAiLearnings } from './admin-service.ts';
import { migrateConversations, readableReply } from './migrate.ts';
import { aiLearningCorrectionInputSchema } from './schema.ts';

let handle: DbHandle;
let layla: number;
let omar: number;
beforeAll(async () => {
  handle = await createTestDb();
  const rows = await handle.db
    .insert(users)
    .values([
      {
        username: 'layla',
        usernameKey: 'layla',
        passwordHash: 'x',
        fullName: 'Layla',
        roomNumber: '8120',
        deck: '8',
      },
      {
        username: 'omar',
        usernameKey: 'omar',
        passwordHash: 'x',
        fullName: 'Omar',
        roomNumber: '9001',
        deck: '9',
      },
    ])
    .returning();
  layla = rows[0]?.id ?? 0;
  omar = rows[1]?.id ?? 0;
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute));
  // Interleaved conversations: each reply pairs with the same guest's message just before it.
  await handle.db.insert(messages).values([
    { userId: layla, type: 'assistant', content: 'Welcome aboard!', createdAt: at(0) },
    { userId: layla, type: 'user', content: 'Book a massage for tomorrow', createdAt: at(1) },
    { userId: omar, type: 'user', content: 'When do we arrive in Jeddah?', createdAt: at(2) },
    {
      userId: layla,
      type: 'assistant',
      content: '{"message":"Your Serenity massage is booked.","image":"/x.png"}',
      createdAt: at(3),
    },
    { userId: omar, type: 'assistant', content: 'We arrive in Jeddah at 07:00.', createdAt: at(4) },
    { userId: omar, type: 'assistant', content: 'Anything else?', createdAt: at(5) },
  ]);
});
afterAll(() => handle.close());

describe('migrateConversations', () => {
  it('pairs each reply with the guest message before it, classifies it, and never duplicates', async () => {
    expect(await migrateConversations(handle.db)).toEqual({
      message: 'Imported 2 conversations',
      imported: 2,
    });
    const learnings = await listAiLearnings(handle.db);
    expect(learnings.map((l) => [l.query, l.response, l.topic, l.userId])).toEqual([
      ['When do we arrive in Jeddah?', 'We arrive in Jeddah at 07:00.', 'itinerary', omar],
      ['Book a massage for tomorrow', 'Your Serenity massage is booked.', 'spa', layla],
    ]);
    expect(learnings.every((l) => l.messageId !== null && l.wasHelpful === null)).toBe(true);
    expect(await migrateConversations(handle.db)).toEqual({
      message: 'Imported 0 conversations',
      imported: 0,
    });
    expect(await handle.db.select().from(aiLearnings)).toHaveLength(2);
  });

  it('picks up only new conversations on a later run', async () => {
    await handle.db.insert(messages).values([
      { userId: layla, type: 'user', content: 'Any daily specials?' },
      { userId: layla, type: 'assistant', content: 'Sunset Mezze at Layalina, 50% off.' },
    ]);
    expect((await migrateConversations(handle.db)).imported).toBe(1);
    expect((await listAiLearnings(handle.db))[0]).toMatchObject({
      query: 'Any daily specials?',
      topic: 'promotions',
    });
  });
});

describe('corrections', () => {
  it('requires non-empty trimmed text and stores it', async () => {
    expect(
      aiLearningCorrectionInputSchema.safeParse({ id: 1, adminCorrection: '   ' }).error?.issues[0]?.message,
    ).toBe('Please enter the corrected response');
    const [learning] = await listAiLearnings(handle.db);
    if (!learning) throw new Error('fixture missing');
    const input = aiLearningCorrectionInputSchema.parse({
      id: learning.id,
      adminCorrection: '  Mezze is 40% off.  ',
    });
    const updated = await correctAiLearning(handle.db, input);
    expect(updated).toMatchObject({ id: learning.id, adminCorrection: 'Mezze is 40% off.' });
    await expect(correctAiLearning(handle.db, { id: 9999, adminCorrection: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'AI learning not found',
    });
  });

  it('reads structured replies by their message', () => {
    expect(readableReply('{"type":"restaurants","items":[]}')).toBe('{"type":"restaurants","items":[]}');
    expect(readableReply('{"message":"  Hi  "}')).toBe('Hi');
    expect(readableReply('{broken')).toBe('{broken');
  });
});
