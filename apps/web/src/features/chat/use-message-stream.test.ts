import { describe, expect, it } from 'vitest';
import { storedMessage } from './stored-message.fixture.ts';
import { upsertMessage } from './use-message-stream.ts';

const message = (id: number, content = `m${id}`) => storedMessage(id, 'assistant', content);

describe('upsertMessage', () => {
  it('appends a new message, keeps id order and replaces one already there', () => {
    expect(upsertMessage(undefined, message(3)).map((m) => m.id)).toEqual([3]);
    expect(upsertMessage([message(1), message(4)], message(3)).map((m) => m.id)).toEqual([1, 3, 4]);
    expect(upsertMessage([message(1), message(2)], message(5)).map((m) => m.id)).toEqual([1, 2, 5]);
    const replaced = upsertMessage([message(1), message(2, 'old')], message(2, 'new'));
    expect(replaced.map((m) => m.content)).toEqual(['m1', 'new']);
  });
});
