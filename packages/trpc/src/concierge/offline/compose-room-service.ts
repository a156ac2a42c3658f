import { ROOM_SERVICE_MENU } from '../../domains/departments/room-service/menu.ts';
import { inVoice, say, usd, type Voice } from './say.ts';

/** Asks what to order, with the menu (names and prices), when the guest named nothing on it. */
export function askFromMenu(voice: Voice, unknown: string[] = []): string {
  const menu = ROOM_SERVICE_MENU.map(
    (item) =>
      `• ${inVoice(voice, item.name, item.nameAr)} — ${item.priceUSD === 0 ? say(voice, 'complimentary', 'مجانًا') : usd(voice, item.priceUSD)}`,
  );
  const head = unknown.length
    ? say(
        voice,
        `I couldn't find ${unknown.join(', ')} on the room-service menu.`,
        `لم أجد ${unknown.join('، ')} في قائمة خدمة الغرف.`,
      )
    : say(voice, "I'd be happy to arrange room service.", 'يسعدني ترتيب خدمة الغرف لك.');
  return [
    `${head} ${say(voice, 'What would you like, and how many of each? Delivery takes about 30-45 minutes.', 'ماذا تودّ أن تطلب، وكم العدد من كل صنف؟ يستغرق التوصيل نحو 30-45 دقيقة.')}`,
    ...menu,
  ].join('\n');
}
