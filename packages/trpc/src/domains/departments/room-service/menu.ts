import { type RoomServiceCourse, roomServiceMenuSeeds } from '@marsa/db/seed-data';
import { foldText } from '../../search/lexicon.ts';

/** One dish or drink of the in-cabin menu; `words` are the other ways guests name it (EN and AR). */
export type MenuItem = {
  name: string;
  nameAr: string;
  priceUSD: number;
  course: RoomServiceCourse;
  words: string[];
};

/**
 * The room-service menu, owned by the departments family (which takes the orders) and kept as the
 * ship's seed data (@marsa/db seed): the concierge quotes these names and prices and nothing else.
 */
export const ROOM_SERVICE_MENU: readonly MenuItem[] = roomServiceMenuSeeds.map((item) => ({
  name: item.name,
  nameAr: item.nameAr,
  priceUSD: item.priceCents / 100,
  course: item.course,
  words: item.words,
}));

/** A dish by its id, which is its place on the menu counted from 1 (the ids the roomServiceMenu tool gives). */
export const menuItemById = (id: number): MenuItem | undefined => ROOM_SERVICE_MENU[id - 1];

/** Words in one form: lower case, plurals as singulars ('coffees', 'sandwiches' → 'coffee', 'sandwich'). */
const wordsOf = (text: string) =>
  ` ${foldText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(' ')
    .map((word) =>
      /^[a-z]{4,}$/.test(word) ? word.replace(/(ch|sh|x)es$/, '$1').replace(/([^s])s$/, '$1') : word,
    )
    .join(' ')} `;

/** The menu item a guest's words name ('2 coffees', 'قهوة'), the longest match first; undefined when none. */
export function findMenuItem(text: string): MenuItem | undefined {
  const t = wordsOf(text);
  let best: { item: MenuItem; length: number } | undefined;
  for (const item of ROOM_SERVICE_MENU) {
    for (const word of [item.name, item.nameAr, ...item.words]) {
      const w = wordsOf(word);
      if (t.includes(w) && (!best || w.length > best.length)) best = { item, length: w.length };
    }
  }
  return best?.item;
}

/**
 * Every menu item the words name, in the order they are said, longest names first and none
 * counted twice; an Arabic 'and' written onto the next word is read apart ('قهوة عربية وكعكة').
 */
export function findMenuItems(text: string): MenuItem[] {
  let rest = wordsOf(text).replace(/ و(?=\p{L}{3})/gu, ' ');
  const names = ROOM_SERVICE_MENU.flatMap((item) =>
    [item.name, item.nameAr, ...item.words].map((word) => ({ item, words: wordsOf(word) })),
  ).sort((a, b) => b.words.length - a.words.length);
  const found: { item: MenuItem; at: number }[] = [];
  for (const { item, words } of names) {
    const at = rest.indexOf(words);
    if (at === -1 || words.trim() === '') continue;
    rest = `${rest.slice(0, at)} ${'_'.repeat(words.length - 2)} ${rest.slice(at + words.length)}`;
    if (!found.some((entry) => entry.item === item)) found.push({ item, at });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.item);
}
