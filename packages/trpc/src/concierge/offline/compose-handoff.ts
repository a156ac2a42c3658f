import type { HandOffResult } from '../tools/types.ts';
import { joinList, quote, say, term, type Voice } from './say.ts';

/** The concierge's confirmation of a hand-off: the request number and the department told. */
export function composeHandOff(voice: Voice, result: HandOffResult): string {
  if (!result.ok)
    return say(
      voice,
      `I couldn't pass your request on: ${result.error}.`,
      `تعذّر إرسال طلبك إلى الطاقم: ${result.errorAr ?? quote(result.error)}.`,
    );
  const { id } = result.request;
  // Department names are the ship's terms ('Guest Services' = 'خدمة الضيوف'); a name it does not know is quoted.
  const departments = result.departments.length
    ? joinList(
        voice,
        result.departments.map((name) => term(voice, name)),
      )
    : '';
  return say(
    voice,
    `I've passed your request to ${departments || 'our crew'}. Your request number is #${id}. A member of our staff will reply to you here in the chat, and you can follow it under My Requests on the My Bookings page.`,
    `لقد أحلت طلبك إلى ${departments || 'طاقمنا'}. رقم طلبك هو #${id}. سيرد عليك أحد أفراد طاقمنا هنا في المحادثة، ويمكنك متابعته في قسم طلباتي في صفحة حجوزاتي.`,
  );
}
