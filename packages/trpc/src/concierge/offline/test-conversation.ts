import { BOOKING_KIND, proposalSummary } from '../tools/proposal-summary.ts';
import type { Proposal } from '../tools/types.ts';
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

/**
 * A proposal to book a table, a treatment or a session, summed up as proposeAction sums it up once
 * the booking's rules pass: the day, time and party are the input's.
 */
export const bookingProposal = (
  action: keyof typeof BOOKING_KIND,
  input: Record<string, unknown> & { date: string; time: string; partySize: number },
  title: string,
  titleAr: string | null = null,
): Proposal => ({
  action,
  input,
  summary: proposalSummary({
    kind: BOOKING_KIND[action],
    title,
    titleAr,
    date: input.date,
    time: input.time,
    partySize: input.partySize,
  }),
});
