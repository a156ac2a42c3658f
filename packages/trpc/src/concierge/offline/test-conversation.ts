import type { Conversation, Turn } from './conversation.ts';

/** The day the concierge's dialogue tests run on. */
export const TODAY = '2026-11-24';

/** A conversation of these turns on TODAY, in English, with the tool results given. */
export const conversation = (turns: Turn[], results: Conversation['results'] = {}): Conversation => ({
  today: TODAY,
  brand: 'Marsa',
  guestName: undefined,
  langHint: 'en',
  turns,
  results,
  failed: [],
});
