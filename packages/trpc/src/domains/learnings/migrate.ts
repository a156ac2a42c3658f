import { aiLearnings, type Db } from '@marsa/db';
import { assistantRepliesAfter } from '../chat/service.ts';
import { classifyTopic } from './topic-classifier.ts';

const BATCH = 500;

/**
 * Admins ('Import Conversations'): builds learnings from the stored chat history. Each assistant
 * message is paired with the guest message right before it (query → response) and given a topic
 * by the keyword classifier. The learning keeps the assistant message's id, and messages that
 * already have a learning are skipped (ON CONFLICT DO NOTHING on that unique id), so running it
 * twice does not duplicate. One transaction; reads in id-ordered batches to bound memory.
 */
export async function migrateConversations(db: Db): Promise<{ message: string; imported: number }> {
  const imported = await db.transaction(async (tx) => {
    let total = 0;
    let lastId = 0;
    for (;;) {
      const rows = await assistantRepliesAfter(tx, lastId, BATCH);
      const pairs = rows.filter((row) => row.previousType === 'user' && row.previousContent?.trim());
      if (pairs.length > 0) {
        const inserted = await tx
          .insert(aiLearnings)
          .values(
            pairs.map((row) => {
              const query = (row.previousContent ?? '').trim();
              const response = readableReply(row.content);
              return {
                userId: row.userId,
                messageId: row.id,
                query,
                response,
                topic: classifyTopic(query, response),
                createdAt: row.createdAt,
              };
            }),
          )
          .onConflictDoNothing({ target: aiLearnings.messageId })
          .returning({ id: aiLearnings.id });
        total += inserted.length;
      }
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) return total;
      lastId = last.id;
    }
  });
  return { message: `Imported ${imported} conversations`, imported };
}

/** Structured replies (§3: JSON with a `message`) are stored by their text; plain text as is. */
export function readableReply(content: string): string {
  const trimmed = content.trim();
  if (!trimmed.startsWith('{')) return trimmed;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message.trim() || trimmed;
    }
  } catch {
    // Not JSON after all: keep the text as it is.
  }
  return trimmed;
}
