import type { Proposal, ProposalSummary } from '../tools/types.ts';
import type { Change } from './dialogue.ts';
import { classifyIntent, type Intent } from './intents.ts';
import { phrases } from './language.ts';
import { isChange, isConfirm, isDecline } from './lexicon-dialogue.ts';

/**
 * How the guest's answer to a pending card is read (issue 9): a yes worded as a request ('Lock it
 * in', 'please reserve it for the three of us', 'ثبت الحجز', 'احجزلي', 'اطلبها', 'الغيه') carries the
 * card out; details that restate the card are no change; a change of mind to another treatment or
 * activity is a switch. Text is already normalised.
 */

type Kind = ProposalSummary['kind'];

/** Verbs that carry out any card ('confirm', 'go ahead', 'ثبت', 'أكّد', 'كمّل'). */
const CARRY_OUT_ANY = phrases([
  /(^|[^a-z])(confirm|go ahead|proceed|do it|do that|go for it|make it happen|lock it in|lock that in|finali[sz]e it|let'?s do it|let'?s do that|good to go)([^a-z]|$)/,
  /(^|[^a-z])(sounds|that'?s|looks|all) (good|great|perfect|fine|right)([^a-z]|$)/,
  /(^|\s)و?(اكد|وكد|ثبت|اعتمد|تمم|كمل|مشي|توكل)\S*/,
]);

/** Verbs that carry out a booking card ('book it', 'reserve that', 'احجزها', 'احجزلي'). */
const CARRY_OUT_BOOKING = phrases([
  /(^|[^a-z])(book|reserve|secure|grab) (it|that|this|them|those|these|us|me|the (table|spot|spots|slot|session|treatment|booking|reservation))([^a-z]|$)/,
  /(^|[^a-z])(go ahead and|please|pls|yes|yeah|yep|yup) (book|reserve)([^a-z]|$)/,
  /(^|\s)و?(احجز|نحجز|سجل)\S*/,
]);

/** Verbs that carry out a room-service order ('place the order', 'send it up', 'اطلبها', 'ابعتهم'). */
const CARRY_OUT_ORDER = phrases([
  /(^|[^a-z])(place|put in|send|order) (it|that|them|the order|my order|our order)([^a-z]|$)/,
  /(^|[^a-z])(send|bring) (it|them) (up|over)([^a-z]|$)/,
  /(^|\s)و?(اطلب|ابعت|ابعث|ارسل|رسل)\S*/,
]);

/** Verbs that carry out a pending cancellation ('cancel it', 'الغيه', 'لغيه', 'كنسله'). */
const CARRY_OUT_CANCEL = phrases([
  /(^|[^a-z])cancel (it|that|this|them|the booking|the reservation|my booking)?([^a-z]|$)/,
  /(^|\s)و?(الغ|لغي|لغيه|لغيها|كنسل)\S*/,
]);

/** 'don't book it', 'not yet', 'wait', 'before I confirm', 'لا تحجز', 'لسه', 'استنى', 'قبل ما أأكد'. */
const HOLDS_BACK = phrases([
  /(^|[^a-z])(don'?t|do not|not yet|wait|hold on|hang on|hold off|before i|before you|not sure|let me think|maybe later)([^a-z]|$)/,
  /(^|\s)(لا|ما|مش|مو|بلاش|لسه|لسا|لسى|استني|انتظر|اصبر|لحظه|قبل|خليني افكر)(\s|$)(\S+\s)?\S*(احجز|اكد|ثبت|اطلب|الغ|ابعت|ارسل)/,
  /(^|\s)(استني|انتظر|اصبر|لحظه|لسه|لسا|خليني افكر|مو متاكد|مش متاكد)(\s|$)/,
]);

const CARRY_OUT_BY_KIND: Record<Kind, (t: string) => boolean> = {
  restaurant: CARRY_OUT_BOOKING,
  spa: CARRY_OUT_BOOKING,
  activity: CARRY_OUT_BOOKING,
  excursion: CARRY_OUT_BOOKING,
  room_service: CARRY_OUT_ORDER,
  cancel: CARRY_OUT_CANCEL,
};

/** The request intents that belong to each kind of card; another one is a new request, not this card's yes. */
const INTENTS_OF: Record<Kind, readonly Intent[]> = {
  restaurant: ['book_table', 'book', 'restaurants'],
  spa: ['book_spa', 'book', 'spa'],
  activity: ['book_activity', 'book', 'activities'],
  excursion: ['book_excursion', 'book', 'excursions'],
  room_service: ['room_service'],
  cancel: ['cancel_booking', 'my_bookings'],
};

/**
 * The guest carries the card out in words of their own ('Lock it in.', 'Great, please book it for
 * the four of us', 'ايه زين، ثبت الحجز', 'أيوه اطلب', 'ايه الغيه لو سمحت'). Never a question, never
 * held back ('not yet', 'before I confirm'), never a request of another kind ('book me a massage too').
 */
export function carriesOut(t: string, kind: Kind): boolean {
  if (/[?؟]/.test(t) || HOLDS_BACK(t)) return false;
  if (!CARRY_OUT_ANY(t) && !CARRY_OUT_BY_KIND[kind](t)) return false;
  const intent = classifyIntent(t);
  return intent === null || INTENTS_OF[kind].includes(intent);
}

/** 'cancel', 'الغ' to a card that books or orders drops it; only a cancellation's card is carried out by it. */
const CANCEL_WORD = /^(cancel|الغ|لغ|كنسل)/;

/** A yes to the card ('yes', 'نعم', 'go ahead'), of its kind: 'cancel it' never books. */
export const confirmsCard = (t: string, kind: Kind) =>
  !(kind !== 'cancel' && CANCEL_WORD.test(t)) && isConfirm(t);

/** A no to the card ('no', 'forget it', 'لا'), or 'cancel it' to a card that books or orders. */
export const dropsCard = (t: string, kind: Kind) =>
  isDecline(t) || (kind !== 'cancel' && CANCEL_WORD.test(t));

/** A change of mind about the thing itself ('let's do the bootcamp instead', 'swap that for…', 'غيرت رأيي، خليها…'). */
export const isSwitch = phrases([
  /(^|[^a-z])(swap|switch|on second thought|second thoughts|changed my mind|change of plans?|let'?s do|let'?s go with|go with|rather|prefer|instead)([^a-z]|$)/,
  /غيرت رايي|غيرت فكري|تغيير خطه|بدلها|بدله|بدال|بدلا|بدل |خلينا (في|ب)|نخليها|الافضل|احسن (نخليها|تخليها)/,
]);

/** Whether the reply signals a switch or a change at all (the cue to look for another thing named). */
export const signalsSwitch = (t: string) => isSwitch(t) || isChange(t);

const sameHour = (said: string, card: string, ambiguous: boolean) => {
  if (said === card) return true;
  if (!ambiguous) return false;
  const [h1 = 0, m1 = 0] = said.split(':').map(Number);
  const [h2 = 0, m2 = 0] = card.split(':').map(Number);
  return h1 % 12 === h2 % 12 && m1 === m2;
};

/**
 * The change without what the card already says: 'please book it for the four of us' to a card for
 * 4, 'خلها الساعة ١٢ الظهر' to a card at 12:00, 'tomorrow' to tomorrow's card change nothing.
 */
export function effectiveChange(change: Change, proposal: Proposal): Change {
  const { summary } = proposal;
  const left: Change = { ...change };
  if (left.partySize !== undefined && left.partySize === summary.partySize) delete left.partySize;
  if (left.date !== undefined && left.date === summary.date) delete left.date;
  if (left.time !== undefined && summary.time && sameHour(left.time, summary.time, !!left.isTimeAmbiguous)) {
    delete left.time;
    delete left.isTimeAmbiguous;
  }
  if (left.time === undefined) delete left.isTimeAmbiguous;
  return left;
}
