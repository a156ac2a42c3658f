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
