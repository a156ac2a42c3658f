import { findMenuItem, findMenuItems, type MenuItem } from '../../domains/departments/room-service/menu.ts';
import { readOrder } from '../../domains/departments/room-service/order-items.ts';
import { DELIVERY_MINUTES, MENU_OFFER } from './compose-room-service.ts';
import { normalize } from './language.ts';
import { questionFrame } from './question-frame.ts';
import { refersBack } from './referents.ts';
import { say, type Voice } from './say.ts';

/** The delivery estimate an order message just gave ('Estimated delivery: 30-45 minutes', 'وقت التوصيل المتوقع: …'). */
const ESTIMATE =
  /(?:estimated delivery|delivery in about|وقت التوصيل المتوقع|التوصيل خلال)[:\s]*([\d\s\-–]+(?:minutes|دقيقة|دقيقه))/i;

/** The total an order proposal showed ('Total: $36.00 (SAR 135.00)', 'الإجمالي: …'). */
const TOTAL = /(?:total|الإجمالي|الاجمالي):\s*([^\n]+)/i;

/**
 * 'How long will that take?' right after a room-service order was placed or proposed: 'that' is
 * the order, and its delivery estimate is the answer (not a search for 'take').
 */
export function answerAboutLastOrder(voice: Voice, latest: string, shown: string): string | undefined {
  const estimate = ESTIMATE.exec(shown)?.[1]?.trim();
  if (!estimate) return undefined;
  const t = normalize(latest);
  const asks = questionFrame(t).asks;
  // 'How much is that?' about the order just proposed: its total, as the proposal showed it.
  const total = TOTAL.exec(shown)?.[1]?.trim();
  if (total && asks === 'amount' && (refersBack(t) || /\b(?:order|it|all)\b|الطلب|طلبي/.test(t)))
    return say(voice, `The order comes to ${total}.`, `إجمالي الطلب ${total}.`);
  const aboutTime =
    asks === 'duration' || asks === 'time' || /\b(?:arrive|come|get here|be here)\b|يوصل|توصل/.test(t);
  if (!aboutTime || !(refersBack(t) || /\b(?:order|food|it)\b|الطلب|طلبي/.test(t))) return undefined;
  return say(
    voice,
    `Your order should arrive in about ${estimate}.`,
    `سيصل طلبك خلال ${estimate.replace('minutes', 'دقيقة')} تقريبًا.`,
  );
}

/** A room-service menu answer was the last thing shown (it ends with the offer to order). */
const showsMenu = (shown: string) => MENU_OFFER.some((line) => shown.includes(line));

/**
 * 'And how long does it take to get to the cabin?' right after the room-service menu was shown:
 * 'it' is room service, and its delivery time is the answer.
 */
export function answerDeliveryAfterMenu(voice: Voice, latest: string, shown: string): string | undefined {
  if (!showsMenu(shown)) return undefined;
  const t = normalize(latest);
  const asks = questionFrame(t).asks;
  const aboutDelivery =
    /\b(?:how long|how fast|how quick(?:ly)?|take to (?:get|arrive|come)|arrive|deliver(?:y|ed)?)\b|يوصل|توصل|التوصيل|توصيل|كم ياخذ|كم يستغرق/.test(
      t,
    );
  if (!aboutDelivery || (asks !== 'duration' && asks !== 'time' && !/[?؟]|^(?:and )?how\b|^و?كم/.test(t)))
    return undefined;
  return say(
    voice,
    `Room-service delivery to your cabin takes about ${DELIVERY_MINUTES} minutes.`,
    `يستغرق توصيل خدمة الغرف إلى مقصورتك نحو ${DELIVERY_MINUTES} دقيقة.`,
  );
}

/** 'One', 'it', 'that', 'واحد': a dish counted or pointed at without its name. */
const POINTS = /\b(?:one|it|that)\b|(?:^|\s)(?:واحد|وحده|واحده)(?:\s|$)/;

/** An Arabic order verb with the dish as its suffix ('اطلبها', 'ابعتهولي', 'جيبلي ياها'). */
const POINTS_AR =
  /(?:^|\s)و?(?:اطلب|ابعت|ابعث|ارسل|رسل|جيب|هات)(?:ها|ه|هم|هولي|هالي|لي ياها|لنا ياها)(?=\s|$)/;

/** 'order it', 'I'll take one', 'send that up', 'اطلبها لي': the guest orders what was just shown, by pointing. */
const ORDERS_BY_POINTING =
  /\b(?:order|get|send|take|have|bring|(?:i|we)'?d like|(?:i|we) would like|(?:i|we) want)\b(?:\s+(?:me|us|up))?\s+(?:it|that|one|this)\b/;

/**
 * The one dish the message just shown was about: its bullet when it listed one, else the one dish
 * it names ('Continental breakfast is complimentary…'). Undefined when it showed none or several.
 */
export function dishShown(shown: string): MenuItem | undefined {
  const bullets = shown
    .split('\n')
    .filter((line) => line.startsWith('• '))
    .map((line) => findMenuItem(line.slice(2).split(' — ')[0] ?? ''));
  if (bullets.length > 0) return bullets.length === 1 ? bullets[0] : undefined;
  const named = findMenuItems(shown);
  return named.length === 1 ? named[0] : undefined;
}

/** 'great, order it' right after a message about one dish: an order of that dish, never a question. */
export function ordersDishShown(latest: string, shown: string): boolean {
  const t = normalize(latest);
  if (/[?؟]/.test(t)) return false;
  return (ORDERS_BY_POINTING.test(t) || POINTS_AR.test(t)) && dishShown(shown) !== undefined;
}

/**
 * 'Ok send one up with a latte' right after a menu answer about one dish: 'one' is that dish, so
 * the order is read with its name put in ('send one Club Sandwich up with a latte'). The message
 * as it was when the menu showed several dishes, or it names the dish itself.
 */
export function withDishShown(latest: string, shown: string): string {
  if (!showsMenu(shown) && !ordersDishShown(latest, shown)) return latest;
  const dish = dishShown(shown);
  if (!dish) return latest;
  const t = normalize(latest);
  if (readOrder(t).lines.some((line) => line.item === dish)) return latest;
  const match = POINTS.exec(t) ?? POINTS_AR.exec(t);
  if (!match) return latest;
  const end = match.index + match[0].trimEnd().length;
  return `${t.slice(0, end)} ${dish.name}${t.slice(end)}`;
}
