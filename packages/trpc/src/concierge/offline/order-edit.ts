import { readOrder } from '../../domains/departments/room-service/order-items.ts';
import { normalize } from './language.ts';

/** One line of a proposed room-service order, as the orderRoomService input holds it. */
export type OrderInputLine = { name: string; quantity: number };

/** Taking a dish off the order ('drop the cake', 'no cake', 'شيل الكابتشينو', 'بلاش الكيك'). */
const REMOVES =
  /\b(?:drop|remove|delete|skip|scrap|forget|cancel|minus|without|lose|take (?:off|out|away)|no more|no)\b|(?:^|\s)(?:لا )?(?:شيل|شيلي|شيله|شيلوا|اشيل|شل|احذف|احذفي|حذف|امسح|امسحي|الغي|الغ|بلاش|بدون|بلا|ما ابي|ما ابغي|مش عايز|مش عاوز|مش عايزه|ما بدي|مابدي|ما بدنا|لا اريد|بدون)(?:\s|$)/;
/** Setting how many ('make it three juices', 'change the juices to 3', '3 juices instead', 'خليها ٣ عصير'). */
const SETS =
  /\b(?:make (?:it|that|them|those|the)|instead|change (?:it|that|the)|rather)\b|(?:^|\s)(?:خليها|خليهم|خليه|خلي|خلها|خلهم|اجعلها|بدل|بدلا|بدال|غير|غيرها|عدل)(?:\s|$)/;
/**
 * Putting one dish in another's place ('swap the salad for the fruit', 'instead of the pizza',
 * 'replace the cake with', 'بدل البيتزا', 'بدالها', 'عوض الكيك', 'مكان السلطة').
 */
const SWAPS =
  /\b(?:swap|switch|replace|exchange|substitute|instead of|in place of|rather than)\b|(?:^|\s)(?:بدل|بدال|بدالها|بداله|بدلها|بدله|بدالهم|بدلهم|بدلا|بدلا من|عوض|عوضا|عوضها|عوضا عن|مكان|مكانها|مكانه)(?:\s|$)/;
/** Adding to it ('oh and a latte too', 'add a water', 'another juice', 'ضيف كمان مية', 'وكمان شاي'). */
const ADDS =
  /\b(?:add|also|too|plus|another|more|extra|as well|one more|and)\b|(?:^|\s)و?(?:كمان|ضيف|ضيفي|ضيفوا|اضف|اضيف|زيد|زيدي|زود|زودي|اضافه|برضو|برضه|ايضا|بعد)(?:\s|$)|^و/;

/**
 * The guest's change to a room-service order still waiting for the yes: the dishes it names are
 * taken off ('drop the cake'), set to a new count ('make it three juices') or added ('oh and a
 * latte too', 'ضيف كمان مية'), or one put in another's place ('swap the salad for the fruit',
 * 'شيل السلطة وهات فواكه بدالها'). Undefined when the message names no dish of the menu or says no
 * such change (a yes, a question, another topic), or when nothing would be left.
 */
export function editedOrder(
  latest: string,
  current: readonly OrderInputLine[],
): OrderInputLine[] | undefined {
  const t = normalize(latest);
  if (/[?؟]/.test(t)) return undefined;
  const { lines } = readOrder(t);
  if (lines.length === 0) return undefined;
  const next = current.map((line) => ({ ...line }));
  const has = (name: string) => next.find((line) => line.name === name);
  const onCard = lines.filter((line) => has(line.item.name));
  const fresh = lines.filter((line) => !has(line.item.name));
  // A dish of the card and a new one with a swap or removal word: the new one takes its place.
  if (onCard.length > 0 && fresh.length > 0 && (SWAPS.test(t) || REMOVES.test(t))) {
    const left = next.filter((line) => !onCard.some((named) => named.item.name === line.name));
    return [...left, ...fresh.map(({ item, quantity }) => ({ name: item.name, quantity }))];
  }
  if (SETS.test(t)) {
    for (const { item, quantity } of lines) {
      const same = has(item.name);
      if (same) same.quantity = quantity;
      else next.push({ name: item.name, quantity });
    }
    return next;
  }
  if (REMOVES.test(t) && lines.every((line) => has(line.item.name))) {
    const left = next.filter((line) => !lines.some((named) => named.item.name === line.name));
    return left.length > 0 ? left : undefined;
  }
  if (ADDS.test(t)) {
    for (const { item, quantity } of lines) {
      const same = has(item.name);
      if (same) same.quantity = Math.min(20, same.quantity + quantity);
      else next.push({ name: item.name, quantity });
    }
    return next;
  }
  return undefined;
}
