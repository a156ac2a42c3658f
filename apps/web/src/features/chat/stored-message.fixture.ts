import type { StoredMessage } from './types.ts';

/** A stored chat message for tests: the given id, author and text, no feedback and no sources. */
export const storedMessage = (id: number, type: StoredMessage['type'], content: string): StoredMessage => ({
  id,
  type,
  content,
  createdAt: '2026-11-22T10:00:00.000Z',
  wasHelpful: null,
  sources: [],
});
