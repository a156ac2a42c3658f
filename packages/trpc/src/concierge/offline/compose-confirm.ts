import type { ActionOutcome, ConfirmResult, ProposalSummary } from '../tools/types.ts';
import {
  composeBooked,
  composeBookingFailed,
  composeCancelled,
  composeExcursionBooked,
} from './compose-bookings.ts';
import { composeRoomService } from './compose-general.ts';
import { clock, dayPhrase, inVoice, joinList, people, priceBoth, say, usd, type Voice } from './say.ts';

const ASK: Record<ProposalSummary['kind'], [string, string]> = {
  restaurant: ['Shall I book this table?', 'هل أؤكد حجز هذه الطاولة؟'],
  spa: ['Shall I book this appointment?', 'هل أؤكد حجز هذا الموعد؟'],
  activity: ['Shall I book this session?', 'هل أؤكد حجز هذه الجلسة؟'],
  excursion: ['Shall I book this excursion?', 'هل أؤكد حجز هذه الرحلة؟'],
  room_service: ['Shall I place this order?', 'هل أؤكد هذا الطلب؟'],
  cancel: ['Shall I cancel it?', 'هل أؤكد الإلغاء؟'],
};

/** The lines of what confirming will do: venue, date, time, party size, items, price. */
function detailLines(voice: Voice, s: ProposalSummary): string[] {
  const title = inVoice(voice, s.title, s.titleAr);
  const lines: string[] = [];
  if (s.kind === 'cancel') {
    lines.push(
      say(voice, `Cancel booking #${s.bookingId} (${title})`, `إلغاء الحجز رقم ${s.bookingId} (${title})`),
    );
  } else if (s.kind === 'room_service') {
    for (const item of s.items) {
      const name = inVoice(voice, item.name, item.nameAr);
      const each =
        item.priceUSD === 0
          ? say(voice, 'complimentary', 'مجانًا')
          : say(voice, `${usd(voice, item.priceUSD)} each`, `${usd(voice, item.priceUSD)} للواحد`);
      lines.push(`${item.quantity} × ${name} (${each})`);
    }
  } else {
    lines.push(title);
  }
  const comma = voice.lang === 'ar' ? '، ' : ', ';
  if (s.date)
    lines.push(
      s.time ? `${dayPhrase(voice, s.date)}${comma}${clock(voice, s.time)}` : dayPhrase(voice, s.date),
    );
  if (s.partySize !== null && s.kind !== 'room_service') {
    lines.push(
      s.kind === 'excursion'
        ? say(
            voice,
            `${s.partySize} ${s.partySize === 1 ? 'participant' : 'participants'}`,
            `عدد المشاركين: ${s.partySize}`,
          )
        : people(voice, s.partySize),
    );
  }
  if (s.totalUSD !== null && s.totalSAR !== null && s.kind !== 'cancel')
    lines.push(
      say(
        voice,
        `Total: ${priceBoth(voice, s.totalUSD, s.totalSAR)}`,
        `الإجمالي: ${priceBoth(voice, s.totalUSD, s.totalSAR)}`,
      ),
    );
  if (s.kind === 'room_service')
    lines.push(say(voice, 'Delivery in about 30-45 minutes', 'التوصيل خلال 30-45 دقيقة تقريبًا'));
  if (s.specialRequests)
    lines.push(say(voice, `Requests: ${s.specialRequests}`, `طلبات خاصة: ${s.specialRequests}`));
  return lines;
}

/** 'You already have … — book another?': said first when the guest already has this booking. */
export function composeAlreadyBooked(voice: Voice, s: ProposalSummary): string | undefined {
  const mine = s.alreadyBooked;
  if (!mine) return undefined;
  const title = inVoice(voice, s.title, s.titleAr);
  if (s.kind === 'excursion') {
    return say(
      voice,
      `You already have ${title} (booking #${mine.bookingId}, ${mine.partySize} ${mine.partySize === 1 ? 'participant' : 'participants'}) — book another?`,
      `لديك حجز في ${title} بالفعل (الحجز رقم ${mine.bookingId}، عدد المشاركين: ${mine.partySize}) — هل تريد حجزًا آخر؟`,
    );
  }
  const when =
    s.date && s.time
      ? `${dayPhrase(voice, s.date)}${voice.lang === 'ar' ? '، ' : ', '}${clock(voice, s.time)}`
      : '';
  return say(
    voice,
    `You already have ${title} ${when} (booking #${mine.bookingId}, ${people(voice, mine.partySize)}) — book another?`,
    `لديك ${title} ${when} بالفعل (الحجز رقم ${mine.bookingId}، ${people(voice, mine.partySize)}) — هل تريد حجزًا آخر؟`,
  );
}

/**
 * Shows exactly what will happen and asks for the guest's yes; nothing is done yet. A booking the
 * guest already has is named first, and the yes is then to a second one.
 */
export function composeProposal(voice: Voice, s: ProposalSummary): string {
  const [en, ar] = ASK[s.kind];
  const duplicate = composeAlreadyBooked(voice, s);
  // What the menu lacks is said first, on the card's own line: the order leaves it out.
  const several = s.notOnMenu.length > 1;
  const missing = s.notOnMenu.length
    ? say(
        voice,
        `I couldn't find ${s.notOnMenu.join(', ')} on the room-service menu, so I left ${several ? 'them' : 'it'} out. `,
        `لم أجد ${s.notOnMenu.map((name) => `«${name}»`).join('، ')} في قائمة خدمة الغرف، فلم ${several ? 'أضفها' : 'أضفه'} إلى الطلب. `,
      )
    : '';
  return [
    ...(duplicate ? [duplicate] : []),
    missing + say(voice, 'Please confirm:', 'يرجى التأكيد:'),
    ...detailLines(voice, s).map((line) => `• ${line}`),
    say(
      voice,
      `${en} Reply yes to confirm, or tell me what to change.`,
      `${ar} أجب بـ«نعم» للتأكيد، أو أخبرني بما تريد تغييره.`,
    ),
  ].join('\n');
}

/** The guest said no: nothing was done. */
export const composeDeclined = (voice: Voice) =>
  say(
    voice,
    "No problem, I haven't done anything. Tell me if you'd like something else.",
    'لا بأس، لم أقم بأي إجراء. أخبرني إن كنت تودّ شيئًا آخر.',
  );

/** The guest wants a change but did not say which. */
export function askWhatToChange(voice: Voice, s: ProposalSummary): string {
  const options =
    s.kind === 'excursion'
      ? [say(voice, 'the number of participants', 'عدد المشاركين')]
      : s.kind === 'room_service' || s.kind === 'cancel'
        ? [say(voice, 'what you would like instead', 'ما تريده بدلًا من ذلك')]
        : [
            say(voice, 'the date', 'التاريخ'),
            say(voice, 'the time', 'الوقت'),
            say(voice, 'the number of guests', 'عدد الضيوف'),
          ];
  return say(
    voice,
    `Of course. What would you like to change: ${joinList(voice, options, 'or')}?`,
    `بالتأكيد. ما الذي تودّ تغييره: ${joinList(voice, options, 'or')}؟`,
  );
}

/** The reply carried several counts and no change: how many are coming in all? */
export function askPartyInAll(voice: Voice): string {
  return say(
    voice,
    'Just to be sure: how many guests will there be in all, including yourself?',
    'للتأكد فقط: كم عدد الضيوف إجمالًا، بما فيهم أنت؟',
  );
}

/** What a confirmed action did, in the words of the action's own confirmation. */
export function composeOutcome(voice: Voice, outcome: ActionOutcome): string {
  switch (outcome.action) {
    case 'bookTable':
    case 'bookSpa':
    case 'bookActivity':
      return outcome.result.ok
        ? composeBooked(voice, outcome.result.booking)
        : composeBookingFailed(voice, outcome.result);
    case 'bookExcursion':
      return outcome.result.ok
        ? composeExcursionBooked(voice, outcome.result.booking)
        : composeBookingFailed(voice, outcome.result);
    case 'orderRoomService':
      return composeRoomService(voice, outcome.result);
    case 'cancelMyBooking':
      return composeCancelled(voice, outcome.result);
  }
}

export function composeConfirmed(voice: Voice, result: ConfirmResult): string {
  if (result.ok) return composeOutcome(voice, result.outcome);
  return say(
    voice,
    'That has already been taken care of, or there is nothing waiting for your confirmation. Tell me what you would like me to do.',
    'تمّ ذلك بالفعل، أو لا يوجد ما ينتظر تأكيدك. أخبرني بما تودّ أن أفعله.',
  );
}
