import { type SpaBookingHint, spaBookingHint } from '@marsa/trpc/schemas';
import type { StoredMessage } from './types.ts';

const BOOKING_WORDS = /\b(book|booking|reserve|reservation|appointment|schedule)\b|احجز|حجز|موعد/iu;
const SPA_WORDS =
  /\b(spa|massage|facial|treatment|hammam|body wrap|retreat|thermal|royal|rejuvenation|serenity)\b|سبا|مساج|تدليك|علاج|حمام|بشرة|عناية/iu;

/** The guest asks to book a spa treatment: a booking word and a spa word in the same message. */
export function isSpaBookingRequest(text: string): boolean {
  return BOOKING_WORDS.test(text) && SPA_WORDS.test(text);
}

/** §3 spa booking hint for a guest message that asks to book a treatment, else null. */
export function spaHintFor(text: string): SpaBookingHint | null {
  return isSpaBookingRequest(text) ? spaBookingHint(text) : null;
}

/**
 * The hint for each stored assistant message, from the guest message just before it: what the
 * spa cards of that reply suggest and preselect.
 */
export function spaHintsByReply(messages: readonly StoredMessage[]): Map<number, SpaBookingHint> {
  const hints = new Map<number, SpaBookingHint>();
  let hint: SpaBookingHint | null = null;
  for (const message of messages) {
    if (message.type === 'user') hint = spaHintFor(message.content);
    else if (hint) hints.set(message.id, hint);
  }
  return hints;
}

/** '9:30 AM' → '09:30', '12:00 PM' → '12:00' (the hint's clock to the 24-hour clock of slots). */
export function to24Hour(time: string): string | null {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return null;
  const hours = (Number(match[1]) % 12) + (match[3]?.toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}
