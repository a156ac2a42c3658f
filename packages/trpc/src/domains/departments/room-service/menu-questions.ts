import type { RoomServiceCourse } from '@marsa/db/seed-data';
import { foldText } from '../../search/lexicon.ts';
import { type MenuItem, ROOM_SERVICE_MENU } from './menu.ts';
import { type OrderLine, readOrder } from './order-items.ts';

/**
 * What a question asks of the room-service menu: the dishes it names, the courses it asks for
 * ('desserts', 'المشروبات'), the whole menu ('what's on the menu?'), and the things it names that
 * the menu lacks ('a burger on the room-service menu').
 */
export type MenuQuestion = {
  items: MenuItem[];
  /** The dishes named with how many of each ('2 pizzas and 2 mint teas'), for a total. */
  lines: OrderLine[];
  courses: RoomServiceCourse[];
  whole: boolean;
  missing: string[];
};

const COURSE_WORDS: [RoomServiceCourse, RegExp][] = [
  ['dessert', /\b(?:desserts?|sweets?|puddings?)\b|(?:^|\s)(?:ال)?(?:حلي|حلا|حلويات|حلو)(?:\s|$)/],
  ['drink', /\b(?:drinks?|beverages?)\b|(?:^|\s)(?:ال)?(?:مشروبات|مشروب)(?:\s|$)/],
  ['breakfast', /\bbreakfast\b|(?:^|\s)(?:ال)?(?:فطور|افطار)(?:\s|$)/],
  ['food', /\b(?:food|dishes|meals|mains?|snacks?)\b|(?:^|\s)(?:ال)?(?:اكل|وجبات|اطباق)(?:\s|$)/],
];
/** The guest speaks of the menu itself. */
const MENU_WORD = /\bmenu\b|(?:^|\s)(?:ال)?(?:منيو|قائمه|لائحه)(?:\s|$)/;
/** The guest names room service itself, or its menu ('the in-room menu', 'منيو الغرف', 'الروم سيرفس'). */
const ROOM_SERVICE =
  /\broom[- ]?service\b|\bin[- ]room (?:dining|menu)\b|خدمه (?:ال)?غرف|(?:^|\s)(?:ال)?روم سير?في?س(?:\s|$)|(?:منيو|قائمه) (?:ال)?غرف/;
/** The guest speaks of the cabin or delivery ('to my cabin', 'للغرفة'): room service, or the cabin itself. */
const CABIN =
  /\b(?:to|in|for) (?:my|our|the) (?:room|cabin|suite|stateroom)\b|\bdeliver(?:ed|y)?\b|(?:^|\s)(?:ل|الي |الى )?(?:غرفتي|الغرفه|للغرفه|جناحي|مقصورتي)(?:\s|$)|توصيل/;

/**
 * Reads a question about the room-service menu (issue 9): undefined when it is not one. A
 * question that names room service or the menu and a dish, a course or the menu is one; so is one
 * that names only dishes or courses of the menu and speaks of the cabin or asks a price
 * (`asksPrice`): 'how much is a club sandwich?', 'بكم طبق الشاورما؟', 'which desserts can I order
 * to my room?'. One that also names something else ('a coffee at the Nakheel Lounge', 'a birthday
 * cake', 'water from the tap in my cabin') is left to the ship's search.
 */
export function readMenuQuestion(text: string, asksPrice: boolean): MenuQuestion | undefined {
  const t = foldText(text).replace(/[^\p{L}\p{N}\s-]+/gu, ' ');
  const { lines, unknown: said } = readOrder(text);
  const items = lines.map((line) => line.item);
  const courses = COURSE_WORDS.filter(([, pattern]) => pattern.test(t)).map(([course]) => course);
  // Course words ('desserts', 'حلى') are what is asked about, not a dish the menu lacks.
  const unknown = said.filter((words) => !COURSE_WORDS.some(([, pattern]) => pattern.test(` ${words} `)));
  const whole = MENU_WORD.test(t);
  // 'A kids menu at the buffet' is another menu: the menu alone means this one only when nothing else is named.
  const named = ROOM_SERVICE.test(t) || (whole && unknown.length === 0);
  if (named && (items.length || courses.length || whole))
    return { items, lines, courses, whole, missing: items.length || courses.length ? [] : unknown };
  const onlyMenu = unknown.length === 0 && (items.length > 0 || courses.length > 0);
  if (onlyMenu && (CABIN.test(t) || (asksPrice && items.length > 0)))
    return { items, lines, courses: items.length ? [] : courses, whole: false, missing: [] };
  return undefined;
}

/** The dishes a menu question is answered with: those named, else those of its courses, else the whole menu. */
export function menuAnswerItems(question: MenuQuestion): readonly MenuItem[] {
  if (question.items.length) return question.items;
  if (question.courses.length)
    return ROOM_SERVICE_MENU.filter((item) => question.courses.includes(item.course));
  return ROOM_SERVICE_MENU;
}
