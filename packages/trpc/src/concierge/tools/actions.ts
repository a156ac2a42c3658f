import { z } from 'zod';
import { listActivities } from '../../domains/activities/service.ts';
import { bookingInputSchema } from '../../domains/bookings/schema.ts';
import { cancelBooking, checkBooking, listBookings } from '../../domains/bookings/service.ts';
import { totalForParty } from '../../domains/bookings/sold-party.ts';
import { findMenuItem } from '../../domains/departments/room-service/menu.ts';
import { orderRoomService } from '../../domains/departments/room-service/service.ts';
import { centsToUsd, usdToSar } from '../../domains/excursions/rules.ts';
import {
  bookExcursion,
  cancelExcursionBooking,
  checkExcursionBooking,
  listExcursionBookings,
} from '../../domains/excursions/service.ts';
import { listDiningVenues } from '../../domains/restaurants/dining-service.ts';
import { arabicTitle } from '../../domains/search/titles.ts';
import { listSpaServices } from '../../domains/spa/service.ts';
import { conflict, notFound } from '../../errors.ts';
import { idSchema } from '../../shared/fields.ts';
import { findAlreadyBooked } from './already-booked.ts';
import { bookService } from './book-service.ts';
import { asResult, issueFailure, type ToolContext } from './context.ts';
import { partySizeInput, requiredDate, requiredTime, specialRequestsInput } from './inputs.ts';
import { BOOKING_KIND, proposalSummary } from './proposal-summary.ts';
import type { ActionName, ActionOutcome, ProposalItem, ProposalSummary, ProposeResult } from './types.ts';
import {
  excursionWithArabicName,
  serviceWithArabicName,
  toBookedExcursion,
  toBookedService,
} from './views.ts';

const serviceFields = {
  date: requiredDate,
  time: requiredTime,
  specialRequests: specialRequestsInput,
};

/** Each action's input, as the model gives it to the proposing tool and as the stored proposal keeps it. */
export const ACTION_INPUTS = {
  bookTable: z.object({
    restaurantId: idSchema.describe('Restaurant id from the restaurants tool'),
    ...serviceFields,
    partySize: partySizeInput,
  }),
  bookSpa: z.object({
    spaServiceId: idSchema.describe('Spa service id from the spaServices tool'),
    ...serviceFields,
    partySize: partySizeInput.default(1),
  }),
  bookActivity: z.object({
    activityId: idSchema.describe('Activity id from the activities tool'),
    ...serviceFields,
    partySize: partySizeInput.default(1),
  }),
  bookExcursion: z.object({
    shoreExcursionId: idSchema,
    participants: z.number().int().min(1).max(20).default(1),
    specialRequests: z.string().max(500).default(''),
  }),
  orderRoomService: z.object({
    items: z
      .array(z.object({ name: z.string().min(1).max(100), quantity: z.number().int().min(1).max(20) }))
      .min(1),
    notes: z.string().max(500).default(''),
  }),
  cancelMyBooking: z.object({
    bookingId: idSchema,
    bookingType: z.enum(['restaurant', 'spa', 'activity', 'excursion']),
  }),
} as const;

type Inputs = { [A in ActionName]: z.output<(typeof ACTION_INPUTS)[A]> };

const failure = (error: string, errorAr?: string) => ({
  ok: false as const,
  error,
  ...(errorAr ? { errorAr } : {}),
});

/** The names no menu item answers to, refused in both languages (the guest's own words, as written). */
const notOnMenu = (unknown: string[]) =>
  failure(
    `${unknown.join(', ') || 'That'} is not on the room-service menu`,
    unknown.length
      ? `${unknown.map((name) => `«${name}»`).join('، ')} ليس في قائمة خدمة الغرف`
      : 'هذا ليس في قائمة خدمة الغرف',
  );

/** Room-service lines mapped to the menu; the names no menu item answers to. */
function menuLines(items: Inputs['orderRoomService']['items']) {
  const lines: ProposalItem[] = [];
  const unknown: string[] = [];
  for (const item of items) {
    const found = findMenuItem(item.name);
    if (!found) unknown.push(item.name);
    else
      lines.push({
        name: found.name,
        nameAr: found.nameAr,
        quantity: item.quantity,
        priceUSD: found.priceUSD,
      });
  }
  return { lines, unknown };
}

/** Carries out an action for real (after the guest confirmed it), with the domain services' own rules. */
export async function performAction(
  ctx: ToolContext,
  action: ActionName,
  raw: unknown,
): Promise<ActionOutcome> {
  switch (action) {
    case 'bookTable': {
      const { restaurantId, ...rest } = ACTION_INPUTS.bookTable.parse(raw);
      return { action, result: await bookService(ctx, 'restaurant', { serviceId: restaurantId, ...rest }) };
    }
    case 'bookSpa': {
      const { spaServiceId, ...rest } = ACTION_INPUTS.bookSpa.parse(raw);
      return { action, result: await bookService(ctx, 'spa', { serviceId: spaServiceId, ...rest }) };
    }
    case 'bookActivity': {
      const { activityId, ...rest } = ACTION_INPUTS.bookActivity.parse(raw);
      return { action, result: await bookService(ctx, 'activity', { serviceId: activityId, ...rest }) };
    }
    case 'bookExcursion': {
      const input = ACTION_INPUTS.bookExcursion.parse(raw);
      return {
        action,
        result: await asResult(async () => ({
          ok: true as const,
          booking: await excursionWithArabicName(
            ctx.db,
            toBookedExcursion(await bookExcursion(ctx.db, ctx.userId, input)),
          ),
        })),
      };
    }
    case 'orderRoomService': {
      const input = ACTION_INPUTS.orderRoomService.parse(raw);
      const { lines, unknown } = menuLines(input.items);
      if (unknown.length || lines.length === 0) return { action, result: notOnMenu(unknown) };
      const items = lines.map((line) => ({ name: line.name, quantity: line.quantity }));
      return {
        action,
        result: await asResult(async () => {
          const row = await orderRoomService(ctx.db, ctx.userId, { items, notes: input.notes });
          return {
            ok: true as const,
            order: {
              id: row.id,
              items: row.items.map((item) => ({ ...item, nameAr: findMenuItem(item.name)?.nameAr ?? null })),
              notes: row.notes,
              estimatedDelivery: row.estimatedDelivery,
            },
          };
        }),
      };
    }
    case 'cancelMyBooking': {
      const { bookingId, bookingType } = ACTION_INPUTS.cancelMyBooking.parse(raw);
      return {
        action,
        result: await asResult(async () =>
          bookingType === 'excursion'
            ? {
                ok: true as const,
                kind: 'excursion' as const,
                booking: await excursionWithArabicName(
                  ctx.db,
                  toBookedExcursion(await cancelExcursionBooking(ctx.db, ctx.userId, bookingId)),
                ),
              }
            : {
                ok: true as const,
                kind: 'service' as const,
                booking: await serviceWithArabicName(
                  ctx.db,
                  toBookedService(await cancelBooking(ctx.db, ctx.userId, bookingId)),
                ),
              },
        ),
      };
    }
  }
}

const money = (usd: number | null) => ({ totalUSD: usd, totalSAR: usd === null ? null : usdToSar(usd) });

/** The service booking's price and Arabic name, for the summary. */
async function serviceExtras(ctx: ToolContext, action: ActionName, serviceId: number, partySize: number) {
  if (action === 'bookSpa') {
    const row = (await listSpaServices(ctx.db)).find((spa) => spa.id === serviceId);
    const each = row?.priceCents == null ? null : centsToUsd(row.priceCents);
    // A treatment sold for two ('Couples Retreat') costs its price once for both (sold-party.ts).
    const total = row && each !== null ? totalForParty(each, partySize, row) : null;
    return { titleAr: row?.nameAr ?? null, ...money(total) };
  }
  if (action === 'bookActivity') {
    const row = (await listActivities(ctx.db)).find((activity) => activity.id === serviceId);
    return { titleAr: row?.nameAr ?? null, ...money(null) };
  }
  const row = (await listDiningVenues(ctx.db)).find((restaurant) => restaurant.id === serviceId);
  return { titleAr: row?.nameAr ?? null, ...money(null) };
}

/**
 * Checks an action with the rule functions the real call uses (reads only: no insert, no rollback, so
 * booking ids stay consecutive) and describes exactly what confirming it will do; nothing is written. The guest's yes then runs confirmAction.
 */
export async function proposeAction(
  ctx: ToolContext,
  action: ActionName,
  raw: unknown,
): Promise<ProposeResult> {
  const parsed = ACTION_INPUTS[action].safeParse(raw);
  if (!parsed.success) return issueFailure(parsed.error.issues[0]);
  const input = parsed.data as Record<string, unknown>;
  if (action === 'orderRoomService') {
    const order = parsed.data as Inputs['orderRoomService'];
    // What the menu has is proposed; what it lacks is named on the card and left out.
    const { lines, unknown } = menuLines(order.items);
    if (lines.length === 0) return notOnMenu(unknown);
    const total = lines.reduce((sum, line) => sum + line.priceUSD * line.quantity, 0);
    const items = lines.map((line) => ({ name: line.name, quantity: line.quantity }));
    return {
      ok: true,
      proposal: {
        action,
        input: { items, notes: order.notes },
        summary: proposalSummary({
          kind: 'room_service',
          title: 'Room service',
          titleAr: 'خدمة الغرف',
          items: lines,
          ...money(total),
          specialRequests: order.notes || null,
          notOnMenu: unknown,
        }),
      },
    };
  }
  if (action === 'cancelMyBooking') {
    const checked = await asResult(() => checkCancel(ctx, input));
    if (checked) return checked;
    return { ok: true, proposal: { action, input, summary: await cancelSummary(ctx, input) } };
  }
  if (action === 'bookExcursion') {
    const checked = await asResult(async () => ({
      ok: true as const,
      preview: await checkExcursionBooking(ctx.db, parsed.data as Inputs['bookExcursion']),
    }));
    if (!checked.ok) return checked;
    const { preview } = checked;
    return {
      ok: true,
      proposal: {
        action,
        input,
        summary: proposalSummary({
          kind: 'excursion',
          title: preview.title,
          titleAr: preview.titleAr ?? null,
          partySize: preview.participants,
          ...money(centsToUsd(preview.totalPriceCents)),
          specialRequests: (input.specialRequests as string) || null,
          alreadyBooked: await findAlreadyBooked(ctx, {
            kind: 'excursion',
            serviceId: preview.shoreExcursionId,
            date: null,
            time: null,
          }),
        }),
      },
    };
  }
  const kind = BOOKING_KIND[action as keyof typeof BOOKING_KIND];
  const { [ID_KEY[kind]]: serviceId, ...rest } = input as Record<string, unknown>;
  const booking = bookingInputSchema.safeParse({ type: kind, serviceId, ...rest });
  if (!booking.success) return failure(booking.error.issues[0]?.message ?? 'Invalid booking');
  const checked = await asResult(async () => ({
    ok: true as const,
    preview: await checkBooking(ctx.db, ctx.userId, booking.data, ctx.now),
  }));
  if (!checked.ok) return checked;
  const booked = checked.preview;
  return {
    ok: true,
    proposal: {
      action,
      input,
      summary: proposalSummary({
        kind,
        title: booked.serviceName,
        date: booked.date,
        time: booked.time,
        partySize: booked.partySize,
        specialRequests: booked.additionalOptions.specialRequests ?? null,
        ...(await serviceExtras(ctx, action, booked.serviceId, booked.partySize)),
        alreadyBooked: await findAlreadyBooked(ctx, { kind, ...booked }),
      }),
    },
  };
}

const ID_KEY = { restaurant: 'restaurantId', spa: 'spaServiceId', activity: 'activityId' } as const;

/** A cancellation's rules, read only: the booking is the guest's own and not cancelled yet. */
async function checkCancel(ctx: ToolContext, input: Record<string, unknown>): Promise<undefined> {
  const { bookingId, bookingType } = ACTION_INPUTS.cancelMyBooking.parse(input);
  const mine =
    bookingType === 'excursion'
      ? (await listExcursionBookings(ctx.db, ctx.userId)).find((b) => b.id === bookingId)
      : (await listBookings(ctx.db, ctx.userId)).find((b) => b.id === bookingId);
  if (!mine) throw notFound('booking.not_found');
  if (mine.status === 'cancelled') throw conflict('booking.already_cancelled');
  return undefined;
}

/** What a cancellation will cancel, read from the guest's own bookings (before it happens). */
async function cancelSummary(ctx: ToolContext, input: Record<string, unknown>): Promise<ProposalSummary> {
  const { bookingId, bookingType } = ACTION_INPUTS.cancelMyBooking.parse(input);
  if (bookingType === 'excursion') {
    const booking = (await listExcursionBookings(ctx.db, ctx.userId)).find((b) => b.id === bookingId);
    return proposalSummary({
      kind: 'cancel',
      title: booking?.shoreExcursion.title ?? `#${bookingId}`,
      titleAr: booking?.shoreExcursion.titleAr ?? null,
      partySize: booking?.participants ?? null,
      bookingId,
    });
  }
  const booking = (await listBookings(ctx.db, ctx.userId)).find((b) => b.id === bookingId);
  return proposalSummary({
    kind: 'cancel',
    title: booking?.serviceName ?? `#${bookingId}`,
    titleAr: booking ? await arabicTitle(ctx.db, { kind: booking.type, id: booking.serviceId }) : null,
    date: booking?.date ?? null,
    time: booking?.time ?? null,
    partySize: booking?.partySize ?? null,
    bookingId,
  });
}
