import { menuAnswerItems, readMenuQuestion } from '../../domains/departments/room-service/menu-questions.ts';
import type { OrderLine } from '../../domains/departments/room-service/order-items.ts';
import type { ToolResults } from '../tools/types.ts';
import { composeMenuAnswer } from './compose-room-service.ts';
import { asksAbout, asksFor } from './intents.ts';
import { normalize } from './language.ts';
import { isRequestForm } from './lexicon-dialogue.ts';
import { answer, call, type Plan, type Step } from './plan-types.ts';
import { withoutPoliteOpening } from './polite-opening.ts';
import { questionFrame } from './question-frame.ts';

/** Words that open a question even when it also says 'order' ('which desserts can I order…?', 'بكم…'). */
const OPENS_QUESTION =
  /^(?:and )?(?:what|whats|which|how|is|are|does|do)\b|^و?(?:كم|بكم|ما|ماذا|وش|ايش|شو|هل|اي|ايه)(?:\s|$)/;

/** A price asked in words the question frame may not read ('بكم طبق الشاورما؟'). */
const PRICE_CUE =
  /\b(?:how much|price|prices|cost|costs|come to|comes to|total|altogether|all together)\b|(?:^|\s)(?:بكم|بكام|سعر|السعر|اسعار|تكلفه|ثمن|الحساب|حساب|المجموع|مجموع|الاجمالي|اجمالي|يكلف|تكلف)(?:\s|$)/;

/** More than one dish, or more than one of a dish: a price question about them asks their sum. */
const countsSeveral = (lines: readonly OrderLine[]) =>
  lines.length > 1 || lines.some((line) => line.quantity > 1);

/**
 * A question about the room-service menu ('how much is a club sandwich?', 'which desserts can I
 * order to my room?', 'بكم طبق الشاورما؟'): answered from the menu (the roomServiceMenu tool, so
 * the dishes are the answer's sources), never by starting an order. Undefined for anything else,
 * an order included.
 */
export function planMenuQuestion(step: Step, results: Partial<ToolResults>): Plan | undefined {
  const { focus, conversation } = step;
  if (focus.text !== focus.latest || conversation.failed.includes('roomServiceMenu')) return undefined;
  // 'ممكن اعرف كم سعر…؟', 'can you tell me how much…': the question after the polite opening.
  const t = withoutPoliteOpening(normalize(focus.latest));
  // 'chocolate cake price on the in room menu': a price asked without a question word or mark.
  const asksPriceOnly = PRICE_CUE.test(t) && !asksFor(focus.latest);
  const isQuestion =
    OPENS_QUESTION.test(t) || ((asksAbout(focus.latest) || asksPriceOnly) && !isRequestForm(t));
  if (!isQuestion) return undefined;
  const asks = questionFrame(t).asks;
  const asksPrice = asks === 'amount' || asks === 'charge' || PRICE_CUE.test(t);
  const question = readMenuQuestion(focus.latest, asksPrice);
  if (!question) return undefined;
  const menu = results.roomServiceMenu;
  if (!menu) return call({ toolName: 'roomServiceMenu', input: {} });
  const wanted = new Set(menuAnswerItems(question).map((item) => item.name));
  return answer(
    composeMenuAnswer(
      step.voice,
      menu.items.filter((item) => wanted.has(item.name)),
      {
        courses: question.courses,
        missing: question.missing,
        named: question.items.length > 0,
        // '2 pizzas and 2 mint teas, what would that come to?': the sum, from the menu's prices.
        total: asksPrice && countsSeveral(question.lines) ? question.lines : undefined,
      },
    ),
  );
}
