/** The part of the in-cabin menu a dish or drink is listed under. */
export type RoomServiceCourse = 'breakfast' | 'food' | 'dessert' | 'drink';

/** One dish or drink of the in-cabin menu; `words` are the other ways guests name it (EN and AR). */
export type RoomServiceMenuSeed = {
  name: string;
  nameAr: string;
  priceCents: number;
  course: RoomServiceCourse;
  words: string[];
};

/**
 * The demo ship's room-service menu. An order must name at least one of these, and its prices are
 * the ones a proposal shows (never made up). The continental breakfast is complimentary, as the
 * room-service FAQ says.
 */
export const roomServiceMenuSeeds: readonly RoomServiceMenuSeed[] = [
  {
    name: 'Continental Breakfast',
    nameAr: 'فطور كونتيننتال',
    priceCents: 0,
    course: 'breakfast',
    words: ['breakfast', 'فطور', 'افطار', 'فطار', 'ريوق', 'ترويقه'],
  },
  {
    name: 'Club Sandwich',
    nameAr: 'كلوب ساندويتش',
    priceCents: 1800,
    course: 'food',
    words: ['sandwich', 'sandwiches', 'ساندويتش', 'سندويش', 'سندوتش', 'ساندوتش'],
  },
  {
    name: 'Margherita Pizza',
    nameAr: 'بيتزا مارغريتا',
    priceCents: 2200,
    course: 'food',
    words: ['pizza', 'pizzas', 'margarita pizza', 'بيتزا', 'بيتزا مارجريتا'],
  },
  {
    name: 'Caesar Salad',
    nameAr: 'سلطة سيزر',
    priceCents: 1600,
    course: 'food',
    words: ['salad', 'salads', 'ceasar', 'cesar', 'سلطه', 'سلطة', 'سيزر'],
  },
  {
    name: 'Chicken Shawarma Plate',
    nameAr: 'طبق شاورما دجاج',
    priceCents: 2000,
    course: 'food',
    words: ['shawarma', 'chicken shawarma', 'شاورما', 'شاورما دجاج', 'شاورما فراخ', 'شاورمه'],
  },
  {
    name: 'Mezze Platter',
    nameAr: 'طبق مقبلات',
    priceCents: 2400,
    course: 'food',
    words: ['mezze', 'meze', 'hummus', 'مقبلات', 'حمص'],
  },
  {
    name: 'Fruit Platter',
    nameAr: 'طبق فواكه',
    priceCents: 1400,
    course: 'dessert',
    words: ['fruit', 'fruits', 'فواكه', 'فاكهه', 'فواكة'],
  },
  {
    name: 'Chocolate Cake',
    nameAr: 'كعكة الشوكولاتة',
    priceCents: 1200,
    course: 'dessert',
    words: [
      'cake',
      'chocolate cake',
      'كيك',
      'كيكه',
      'كعكه',
      'كيكه شوكولاته',
      'كيكه الشوكولاته',
      'كيكه شوكولا',
    ],
  },
  {
    name: 'Arabic Coffee',
    nameAr: 'قهوة عربية',
    priceCents: 600,
    course: 'drink',
    words: ['arabic coffee', 'gahwa', 'qahwa', 'قهوه عربيه', 'قهوه عربي', 'قهوة عربي'],
  },
  {
    name: 'Cappuccino',
    nameAr: 'كابتشينو',
    priceCents: 600,
    course: 'drink',
    words: ['cappuccino', 'capuccino', 'cappucino', 'كابتشينو', 'كابيتشينو', 'كابوتشينو', 'كابتشينوا'],
  },
  { name: 'Caffè Latte', nameAr: 'لاتيه', priceCents: 600, course: 'drink', words: ['latte', 'لاتيه'] },
  {
    name: 'Espresso',
    nameAr: 'إسبريسو',
    priceCents: 400,
    course: 'drink',
    words: ['espresso', 'expresso', 'اسبريسو', 'اسبرسو', 'اكسبريسو'],
  },
  {
    name: 'Coffee',
    nameAr: 'قهوة',
    priceCents: 500,
    course: 'drink',
    words: ['coffee', 'قهوه'],
  },
  {
    name: 'Mint Tea',
    nameAr: 'شاي بالنعناع',
    priceCents: 500,
    course: 'drink',
    words: ['tea', 'teas', 'mint tea', 'شاي', 'شاهي'],
  },
  {
    name: 'Fresh Orange Juice',
    nameAr: 'عصير برتقال طازج',
    priceCents: 700,
    course: 'drink',
    words: ['juice', 'orange juice', 'عصير'],
  },
  {
    name: 'Still Water',
    nameAr: 'مياه',
    priceCents: 300,
    course: 'drink',
    words: ['water', 'waters', 'ماء', 'مياه', 'مويه', 'ميه', 'مية', 'ماي', 'مايه', 'مي'],
  },
];
