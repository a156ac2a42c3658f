import { describe, expect, it } from 'vitest';
import { isAllStored, isTyping, mergeConversation, unsentText } from './conversation.ts';
import { storedMessage } from './stored-message.fixture.ts';
import type { ConciergeUIMessage } from './types.ts';

const user = (id: string, text: string): ConciergeUIMessage => ({
  id,
  role: 'user',
  parts: [{ type: 'text', text }],
});
const reply = (id: string, text: string, userMessageId?: number): ConciergeUIMessage => ({
  id,
  role: 'assistant',
  metadata: userMessageId === undefined ? undefined : { userMessageId },
  parts: text ? [{ type: 'text', text }] : [],
});
const keys = (view: ReturnType<typeof mergeConversation>) => view.map((item) => item.key);

describe('mergeConversation', () => {
  const history = [
    storedMessage(1, 'assistant', 'Welcome'),
    storedMessage(2, 'user', 'Hi'),
    storedMessage(3, 'assistant', 'Hello!'),
  ];

  it('shows the history, then the live exchange still streaming', () => {
    const view = mergeConversation(history, [user('u1', 'Irth?'), reply('a1', 'Irth is', 4)], true);
    expect(keys(view)).toEqual(['stored-1', 'stored-2', 'stored-3', 'live-u1', 'live-a1']);
    expect(view.at(-1)).toMatchObject({ source: 'live', text: 'Irth is', isStreaming: true });
  });

  it('drops the live guest message once stored, and the reply once a newer answer is stored', () => {
    const live = [user('u1', 'Irth?'), reply('a1', 'Irth is open', 4)];
    const withQuestion = [...history, storedMessage(4, 'user', 'Irth?')];
    expect(keys(mergeConversation(withQuestion, live, true))).toEqual([
      'stored-1',
      'stored-2',
      'stored-3',
      'stored-4',
      'live-a1',
    ]);
    const withAnswer = [...withQuestion, storedMessage(5, 'assistant', 'Irth is open')];
    expect(keys(mergeConversation(withAnswer, live, false))).toEqual([
      'stored-1',
      'stored-2',
      'stored-3',
      'stored-4',
      'stored-5',
    ]);
    expect(isAllStored(withAnswer, live)).toBe(true);
    expect(isAllStored(withQuestion, live)).toBe(false);
  });

  it('keeps streaming the reply in its live bubble when its stored copy arrives first', () => {
    const live = [user('u1', 'Irth?'), reply('a1', 'Irth', 4)];
    const stored = [
      ...history,
      storedMessage(4, 'user', 'Irth?'),
      storedMessage(5, 'assistant', 'Irth is open'),
    ];
    const view = mergeConversation(stored, live, true);
    expect(keys(view)).toEqual(['stored-1', 'stored-2', 'stored-3', 'stored-4', 'live-a1']);
    expect(view.at(-1)).toMatchObject({ text: 'Irth', isStreaming: true });
    // Before its first words, neither copy shows: the typing indicator stands in.
    expect(keys(mergeConversation(stored, [user('u1', 'Irth?'), reply('a1', '', 4)], true))).toEqual([
      'stored-1',
      'stored-2',
      'stored-3',
      'stored-4',
    ]);
  });

  it('keeps a just-sent message before the stream names its stored id, and hides an empty reply', () => {
    const view = mergeConversation(history, [user('u1', 'Irth?'), reply('a1', '')], true);
    expect(keys(view)).toEqual(['stored-1', 'stored-2', 'stored-3', 'live-u1']);
  });

  it('does not take an older answer for the reply', () => {
    const view = mergeConversation(
      [...history, storedMessage(4, 'user', 'Irth?')],
      [user('u1', 'Irth?'), reply('a1', 'x', 4)],
      false,
    );
    expect(keys(view)).toContain('live-a1');
  });
});

describe('isTyping', () => {
  it('is on from sending until the first words arrive', () => {
    expect(isTyping('submitted', [user('u1', 'Hi')])).toBe(true);
    expect(isTyping('streaming', [user('u1', 'Hi'), reply('a1', '')])).toBe(true);
    expect(isTyping('streaming', [user('u1', 'Hi'), reply('a1', 'Hel')])).toBe(false);
    expect(isTyping('ready', [user('u1', 'Hi')])).toBe(false);
    expect(isTyping('error', [user('u1', 'Hi')])).toBe(false);
  });
});

describe('unsentText', () => {
  it('gives back a message the server never stored', () => {
    expect(unsentText([user('u0', 'Old'), reply('a0', 'Ok', 7), user('u1', 'Lost words')])).toEqual({
      text: 'Lost words',
      remaining: [user('u0', 'Old'), reply('a0', 'Ok', 7)],
    });
  });

  it('leaves a message the server stored (its reply is on the way)', () => {
    expect(unsentText([user('u1', 'Hi'), reply('a1', '', 9)])).toBeNull();
    expect(unsentText([])).toBeNull();
  });
});
