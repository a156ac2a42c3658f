import type { MyBookingsResult } from '../tools/types.ts';
import { askWhichToCancel } from './compose-bookings.ts';
import { normalize } from './language.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { ordinalIn } from './referents.ts';
import { say } from './say.ts';

/**
 * The booking the guest points at in the list just shown: 'the second one', 'الأول', or 'it' when
 * the list showed one booking.
 */
function shownBookingId(step: Step): number | undefined {
  const previous = step.conversation.turns.at(-2);
  if (previous?.role !== 'assistant') return undefined;
  const ids = [...previous.text.matchAll(/(?:^|\n)• #(\d+) /g)].map((match) => Number(match[1]));
  const ordinal = ordinalIn(normalize(step.focus.latest));
  if (ordinal === 'last') return ids.at(-1);
  if (ordinal !== undefined) return ids[ordinal - 1];
  return ids.length === 1 ? ids[0] : undefined;
}

/**
 * Cancels the booking the guest means: by number, or by the one active booking whose name they
 * used, or their only active booking. Otherwise lists the active bookings and asks which.
 */
export function planCancel(step: Step, mine: MyBookingsResult): Plan {
  const { focus, voice } = step;
  const services = mine.bookings.filter((b) => b.status !== 'cancelled');
  const excursions = mine.excursions.filter((e) => e.status !== 'cancelled');
  const id = focus.details.bookingId ?? shownBookingId(step);
  if (id !== undefined) {
    const service = mine.bookings.find((b) => b.id === id);
    const excursion = mine.excursions.find((e) => e.id === id);
    const target = service ?? excursion;
    if (!target || (service && excursion)) {
      return answer(
        `${say(voice, `I couldn't find booking #${id} among yours.`, `لم أجد الحجز رقم ${id} ضمن حجوزاتك.`)}\n${askWhichToCancel(voice, mine)}`,
      );
    }
    if (target.status === 'cancelled') {
      return answer(say(voice, `Booking #${id} is already cancelled.`, `الحجز رقم ${id} ملغى بالفعل.`));
    }
    return call({
      toolName: 'cancelMyBooking',
      input: { bookingId: id, bookingType: service ? service.type : 'excursion' },
    });
  }
  const text = normalize(focus.text);
  const byName = [
    ...services
      .filter((b) => text.includes(normalize(b.serviceName)))
      .map((b) => ({ id: b.id, type: b.type as string })),
    ...excursions
      .filter((e) => text.includes(normalize(e.title)))
      .map((e) => ({ id: e.id, type: 'excursion' })),
  ];
  const only =
    byName.length === 1
      ? byName[0]
      : byName.length === 0 && services.length + excursions.length === 1
        ? ((services[0] && { id: services[0].id, type: services[0].type as string }) ??
          (excursions[0] && { id: excursions[0].id, type: 'excursion' }))
        : undefined;
  if (only)
    return call({ toolName: 'cancelMyBooking', input: { bookingId: only.id, bookingType: only.type } });
  return answer(askWhichToCancel(voice, mine));
}
