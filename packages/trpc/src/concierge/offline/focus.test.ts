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
});
