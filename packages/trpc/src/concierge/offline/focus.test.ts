import { describe, expect, it } from 'vitest';
import type { Conversation, Turn } from './conversation.ts';
import { resolveFocus } from './focus.ts';

const conversation = (turns: Turn[]): Conversation => ({
  today: '2026-11-22',
  brand: 'Marsa',
  guestName: undefined,
  langHint: 'en',
  turns,
  results: {},
  failed: [],
});

describe('resolveFocus', () => {
  it('continues a booking when the guest answers the question it asked', () => {
    const focus = resolveFocus(
      conversation([
        { role: 'user', text: 'I would like to book a table at La Tavola' },
        { role: 'assistant', text: 'For how many guests, and at what time?' },
        { role: 'user', text: '4 people at 8pm' },
      ]),
    );
    expect(focus.intent).toBe('book_table');
    expect(focus.details.partySize).toBe(4);
  });

  it('lets a new topic stand on its own while a booking question is pending', () => {
    const focus = resolveFocus(
      conversation([
        { role: 'user', text: 'أريد حجز جلسة سبا' },
        { role: 'assistant', text: 'أي علاج تفضل، وفي أي وقت؟' },
        { role: 'user', text: 'حدثني عن المطاعم' },
      ]),
    );
    expect(focus.intent).toBe('restaurants');
    expect(focus.text).toBe('حدثني عن المطاعم');
  });

  it('reads a bare count answering how many guests as the party, and a yes as nothing', () => {
    const turns = (reply: string): Turn[] => [
      { role: 'user', text: 'show me the restaurants' },
      { role: 'assistant', text: 'Here are our 9 restaurants: … Would you like me to book a table?' },
      { role: 'user', text: 'Irth sounds great, book it for 8pm tomorrow' },
      { role: 'assistant', text: "I'd be happy to book a table at Irth for you. How many guests?" },
      { role: 'user', text: reply },
    ];
    for (const reply of ['2', 'two', '2 please']) {
      const focus = resolveFocus(conversation(turns(reply)));
      expect(focus.details).toMatchObject({ partySize: 2, time: '20:00' });
    }
    expect(resolveFocus(conversation(turns('yes go ahead'))).details.partySize).toBeUndefined();
  });
});
