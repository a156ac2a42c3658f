import { ROOM_SERVICE_MENU } from '../../domains/departments/room-service/menu.ts';
import type { MenuItemInfo } from '../tools/types.ts';
import { inVoice, priceBoth, say, usd, type Voice } from './say.ts';

/** How long room service takes to reach a cabin (the ship's room-service topic and §9). */
export const DELIVERY_MINUTES = '30-45';

/** The line a room-service menu answer ends with: the menu was just shown, nothing ordered yet. */
export const MENU_OFFER: [string, string] = [
  'Tell me if you would like to order.',
  'أخبرني إن كنت تودّ الطلب.',
];

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

/** One dish with its price, as the menu states it (the complimentary breakfast says so). */
const priced = (voice: Voice, item: MenuItemInfo) =>
  `• ${inVoice(voice, item.name, item.nameAr)} — ${item.priceUSD === 0 ? say(voice, 'complimentary', 'مجانًا') : usd(voice, item.priceUSD)}`;

const COURSE_NAMES: Record<MenuItemInfo['course'], [string, string]> = {
  breakfast: ['Breakfast', 'الفطور'],
  food: ['Dishes', 'الأطباق'],
  dessert: ['Desserts', 'الحلويات'],
  drink: ['Drinks', 'المشروبات'],
};

/**
 * Answers a question about the room-service menu from the menu itself: the dishes asked about
 * with their prices (or a course, or the whole menu), naming first what the menu does not have.
 * It offers to order but never starts an order.
 */
export function composeMenuAnswer(
  voice: Voice,
  items: readonly MenuItemInfo[],
  options: {
    courses: MenuItemInfo['course'][];
    missing: string[];
    named: boolean;
    total?: readonly { item: { name: string; nameAr: string; priceUSD: number }; quantity: number }[];
  },
): string {
  const lines = items.map((item) => priced(voice, item));
  const missing = options.missing.length
    ? say(
        voice,
        `${options.missing.join(', ')} is not on the room-service menu.`,
        `${options.missing.join('، ')} ليس في قائمة خدمة الغرف.`,
      )
    : '';
  const courses = options.courses.map((course) => inVoice(voice, ...COURSE_NAMES[course]));
  const head = options.named
    ? say(voice, 'On the room-service menu:', 'في قائمة خدمة الغرف:')
    : courses.length
      ? say(
          voice,
          `${courses.join(' and ')} on the room-service menu:`,
          `${courses.join(' و')} في قائمة خدمة الغرف:`,
        )
      : say(voice, 'The room-service menu:', 'قائمة خدمة الغرف:');
  const offer = say(voice, ...MENU_OFFER);
  const sum = options.total ? [composeSum(voice, options.total)] : [];
  return [[missing, head].filter(Boolean).join(' '), ...lines, ...sum, offer].join('\n');
}

/** '2 × Margherita Pizza + 2 × Mint Tea would come to $54.00 (SAR 202.50)': a sum from the menu's prices. */
function composeSum(
  voice: Voice,
  lines: readonly { item: { name: string; nameAr: string; priceUSD: number }; quantity: number }[],
): string {
  const totalUSD = lines.reduce((sum, line) => sum + line.item.priceUSD * line.quantity, 0);
  const named = lines.map((line) => `${line.quantity} × ${inVoice(voice, line.item.name, line.item.nameAr)}`);
  const both = priceBoth(voice, totalUSD);
  return say(
    voice,
    `${named.join(' + ')} would come to ${both}.`,
    `${named.join(' + ')} يكون المجموع ${both}.`,
  );
}
