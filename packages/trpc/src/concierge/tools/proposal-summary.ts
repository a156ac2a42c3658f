/**
 * How a proposal describes what confirming it will do: the builder proposeAction uses, and the one
 * tests use to stand a proposal in a conversation without a database.
 */
import type { ProposalSummary } from './types.ts';

/** The summary kind of each service-booking action. */
export const BOOKING_KIND = { bookTable: 'restaurant', bookSpa: 'spa', bookActivity: 'activity' } as const;

/** A summary with these fields set and the rest empty (no date, no price, no items…). */
export const proposalSummary = (
  fields: Partial<ProposalSummary> & Pick<ProposalSummary, 'kind' | 'title'>,
): ProposalSummary => ({
  titleAr: null,
  date: null,
  time: null,
  partySize: null,
  items: [],
  totalUSD: null,
  totalSAR: null,
  bookingId: null,
  specialRequests: null,
  alreadyBooked: null,
  notOnMenu: [],
  ...fields,
});
