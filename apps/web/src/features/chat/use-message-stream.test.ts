import { describe, expect, it } from 'vitest';
import type { StoredMessage } from './types.ts';
import { upsertMessage } from './use-message-stream.ts';

const message = (id: number, content = `m${id}`): StoredMessage => ({
  id,
  type: 'assistant',
  content,
  createdAt: '2026-11-22T10:00:00.000Z',
  wasHelpful: null,
  sources: [],
});

describe('upsertMessage', () => {
  it('appends a new message, keeps id order and replaces one already there', () => {
    expect(upsertMessage(undefined, message(3)).map((m) => m.id)).toEqual([3]);
    expect(upsertMessage([message(1), message(4)], message(3)).map((m) => m.id)).toEqual([1, 3, 4]);
    expect(upsertMessage([message(1), message(2)], message(5)).map((m) => m.id)).toEqual([1, 2, 5]);
    const replaced = upsertMessage([message(1), message(2, 'old')], message(2, 'new'));
    expect(replaced.map((m) => m.content)).toEqual(['m1', 'new']);
  });
});
