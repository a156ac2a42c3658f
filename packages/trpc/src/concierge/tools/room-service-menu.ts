import { normalize } from '../offline/language.ts';

/** One dish or drink of the in-suite menu; `words` are the other ways guests name it (EN and AR). */
export type MenuItem = { name: string; nameAr: string; priceUSD: number; words: string[] };

/**
 * The demo ship's room-service menu (kept as data): an order must name at least one of these. The
 * continental breakfast is complimentary, as the room-service FAQ says.
 */
export const ROOM_SERVICE_MENU: readonly MenuItem[] = [
  {
    name: 'Continental Breakfast',
    nameAr: 'فطور كونتيننتال',
    priceUSD: 0,
    words: ['breakfast', 'فطور', 'افطار'],
  },
  {
    name: 'Club Sandwich',
    nameAr: 'كلوب ساندويتش',
    priceUSD: 18,
    words: ['sandwich', 'sandwiches', 'ساندويتش', 'سندويش'],
  },
  { name: 'Margherita Pizza', nameAr: 'بيتزا مارغريتا', priceUSD: 22, words: ['pizza', 'pizzas', 'بيتزا'] },
  { name: 'Caesar Salad', nameAr: 'سلطة سيزر', priceUSD: 16, words: ['salad', 'salads', 'سلطه', 'سلطة'] },
  { name: 'Chicken Shawarma Plate', nameAr: 'طبق شاورما دجاج', priceUSD: 20, words: ['shawarma', 'شاورما'] },
  {
    name: 'Mezze Platter',
    nameAr: 'طبق مقبلات',
    priceUSD: 24,
    words: ['mezze', 'meze', 'hummus', 'مقبلات', 'حمص'],
  },
  { name: 'Fruit Platter', nameAr: 'طبق فواكه', priceUSD: 14, words: ['fruit', 'fruits', 'فواكه', 'فاكهه'] },
  {
    name: 'Chocolate Cake',
    nameAr: 'كعكة الشوكولاتة',
    priceUSD: 12,
    words: ['cake', 'dessert', 'كيك', 'كعكه', 'حلى'],
  },
  {
    name: 'Arabic Coffee',
    nameAr: 'قهوة عربية',
    priceUSD: 6,
    words: ['arabic coffee', 'gahwa', 'قهوه عربيه'],
  },
  { name: 'Cappuccino', nameAr: 'كابتشينو', priceUSD: 6, words: ['cappuccino', 'كابتشينو', 'كابيتشينو'] },
  { name: 'Caffè Latte', nameAr: 'لاتيه', priceUSD: 6, words: ['latte', 'لاتيه'] },
  { name: 'Espresso', nameAr: 'إسبريسو', priceUSD: 4, words: ['espresso', 'اسبريسو'] },
  {
    name: 'Coffee',
    nameAr: 'قهوة',
    priceUSD: 5,
    words: ['coffee', 'قهوه'],
  },
  { name: 'Mint Tea', nameAr: 'شاي بالنعناع', priceUSD: 5, words: ['tea', 'teas', 'mint tea', 'شاي'] },
  {
    name: 'Fresh Orange Juice',
    nameAr: 'عصير برتقال طازج',
    priceUSD: 7,
    words: ['juice', 'orange juice', 'عصير'],
  },
  { name: 'Still Water', nameAr: 'مياه', priceUSD: 3, words: ['water', 'ماء', 'مياه', 'مويه'] },
];

/** Words in one form: lower case, plurals as singulars ('coffees', 'sandwiches' → 'coffee', 'sandwich'). */
const wordsOf = (text: string) =>
  ` ${normalize(text)
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
