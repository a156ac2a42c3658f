/** The offer to book that closes a description of a place or treatment ('Would you like me to book one?'). */
const CLOSING_OFFER_TO_BOOK =
  /\s*(?:(?:would you like me to|shall i) book one(?: for you)?\?|هل تودّ? أن أحجز لك(?: طاولة| أحدها)?؟)\s*$/i;

/**
 * A reply to a side question asked while a proposal waits ('one of us is vegetarian, is that ok?'):
 * it asks the guest nothing back, or only offers to book the very thing the proposal is for, so
 * the guest's next 'yes' still answers the proposal. A reply that asks anything else ('Would you
 * like me to connect you with staff?') or describes another place takes the next yes itself.
 */
export function answersAside(replyText: string, proposalTitles: (string | null | undefined)[]): boolean {
  const rest = replyText.replace(CLOSING_OFFER_TO_BOOK, '');
  if (/[?؟]/.test(rest)) return false;
  if (rest === replyText) return true;
  return proposalTitles.some((title) => !!title && replyText.includes(title));
}
