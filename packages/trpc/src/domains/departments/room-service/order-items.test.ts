import { describe, expect, it } from 'vitest';
import { ordersByCount, readOrder } from './order-items.ts';

const read = (text: string) => {
  const { lines, unknown } = readOrder(text);
  return { lines: lines.map((line) => `${line.quantity} ${line.item.name}`), unknown };
};

describe('readOrder: every dish and quantity a guest names', () => {
  it.each([
    ['Please send 2 club sandwiches and a pot of mint tea to my room', ['2 Club Sandwich', '1 Mint Tea']],
    ['could you send up a couple of lattes and a fruit platter?', ['2 Caffè Latte', '1 Fruit Platter']],
    [
      'room service please: two espressos, a caesar salad and one chocolate cake',
      ['2 Espresso', '1 Caesar Salad', '1 Chocolate Cake'],
    ],
    ['an arabic coffee and a coffee', ['1 Arabic Coffee', '1 Coffee']],
    ['coffee x2 and a water', ['2 Coffee', '1 Still Water']],
    ['3 pizzas', ['3 Margherita Pizza']],
    ['a pizza with a juice', ['1 Margherita Pizza', '1 Fresh Orange Juice']],
    ['أبي اثنين كابتشينو وبيتزا مارغريتا لغرفتي', ['2 Cappuccino', '1 Margherita Pizza']],
    [
      'ممكن ترسل لي ثلاث شاي وسلطة سيزر وعصير برتقال؟',
      ['3 Mint Tea', '1 Caesar Salad', '1 Fresh Orange Juice'],
    ],
    ['أبغى أطلب عصير برتقال وساندويتش كلوب للغرفة', ['1 Fresh Orange Juice', '1 Club Sandwich']],
    ['أريد طلب خدمة الغرف: 2 شاي و قهوة عربية', ['2 Mint Tea', '1 Arabic Coffee']],
    ['قهوتين وعصيرين', ['2 Coffee', '2 Fresh Orange Juice']],
    ['شاي ٣ وبيتزا', ['3 Mint Tea', '1 Margherita Pizza']],
    ['واحد شاورما واثنين ماء', ['1 Chicken Shawarma Plate', '2 Still Water']],
    ['ابي كوبين... لا، كوب شاي واحد', ['1 Mint Tea']],
    ['a coffee, and another coffee', ['2 Coffee']],
    // Spoken forms of the shared number words are quantities, not dishes the menu lacks.
    ['عايز تمانيه شاي واتنين قهوة', ['8 Mint Tea', '2 Coffee']],
    ['ابغى اثنتين قهوة', ['2 Coffee']],
  ])('%j → %j', (text, lines) => {
    expect(read(text).lines).toEqual(lines);
  });

  it('keeps a note about a dish out of the dishes', () => {
    expect(read('a club sandwich with no onions please')).toEqual({
      lines: ['1 Club Sandwich'],
      unknown: [],
    });
    expect(read('بيتزا بدون زيتون')).toEqual({ lines: ['1 Margherita Pizza'], unknown: [] });
  });

  it('reports what is not on the menu, in the guest’s words, beside what is', () => {
    expect(read('send a club sandwich and a lobster thermidor to my cabin')).toEqual({
      lines: ['1 Club Sandwich'],
      unknown: ['lobster thermidor'],
    });
    expect(read('قهوة وحدة بس')).toEqual({ lines: ['1 Coffee'], unknown: [] });
    expect(read('أبي برجر وعصير برتقال للغرفة')).toEqual({
      lines: ['1 Fresh Orange Juice'],
      unknown: ['برجر'],
    });
    expect(read('room service: three coffees, one croissant')).toEqual({
      lines: ['3 Coffee'],
      unknown: ['croissant'],
    });
    // The count of a dish the menu lacks does not move onto the next one.
    expect(read('two burgers and coffee').lines).toEqual(['1 Coffee']);
  });

  it.each([
    'I would like to order room service',
    'can I order some food to my cabin please?',
    'أبي أطلب خدمة الغرف لو سمحت',
    'send it up in 20 minutes',
  ])('reads no dish and nothing missing in %j', (text) => {
    expect(read(text)).toEqual({ lines: [], unknown: [] });
  });

  it.each([
    ['could I get a club sandwich and two lattes sent up to my cabin?', ['1 Club Sandwich', '2 Caffè Latte']],
    [
      'can you have a pizza and an orange juice brought up to my room please',
      ['1 Margherita Pizza', '1 Fresh Orange Juice'],
    ],
    [
      "I'll have the caesar salad, no onions, and a mint tea delivered to my suite",
      ['1 Caesar Salad', '1 Mint Tea'],
    ],
    [
      'would you mind sending a shawarma and a water to cabin 7012?',
      ['1 Chicken Shawarma Plate', '1 Still Water'],
    ],
    ['can you send two cappuccinos to my stateroom, no sugar in either please', ['2 Cappuccino']],
    ['ممكن تطلب لي كابتشينو وبيتزا مارغريتا للغرفة', ['1 Cappuccino', '1 Margherita Pizza']],
    ['ابي تجيب لي اثنين شاي وكيك لغرفتي', ['2 Mint Tea', '1 Chocolate Cake']],
    ['عايز اتنين قهوة وسلطة سيزر من غير بصل توصلوها للأوضة', ['2 Coffee', '1 Caesar Salad']],
    ['بدي تلات عصير برتقال وطبق فواكه عالغرفة لو سمحت', ['3 Fresh Orange Juice', '1 Fruit Platter']],
    ['عطني قهوة عربية بدون سكر وماء للكبينة', ['1 Arabic Coffee', '1 Still Water']],
    ['ودي اطلب شاورما ولاتيه، توصلونها لغرفتي', ['1 Chicken Shawarma Plate', '1 Caffè Latte']],
  ])('reads the dishes and only the dishes of a request: %j', (text, lines) => {
    expect(read(text)).toEqual({ lines, unknown: [] });
  });

  it('still names back a dish the menu lacks, however the order is worded', () => {
    expect(read('could I get a burger sent up to my cabin?').unknown).toEqual(['burger']);
    expect(read('ممكن تجيب لي برجر للغرفة').unknown).toEqual(['برجر']);
    expect(read("I'll have a bread pudding").unknown).toEqual(['bread pudding']);
  });

  it('does not read a dish into words that only look like one', () => {
    expect(read('what number do I dial for room service').lines).toEqual([]);
    expect(read('teapot').lines).toEqual([]);
    expect(read('pizzeria').lines).toEqual([]);
    expect(read('واحد').lines).toEqual([]);
  });
});

describe('readOrder: dishes named loosely, with chatter around them', () => {
  it('reads dialect and spelling variants of the menu names', () => {
    expect(read('عايز بيتزا مارجريتا وكابتشينو واتنين مية')).toEqual({
      lines: ['1 Margherita Pizza', '1 Cappuccino', '2 Still Water'],
      unknown: [],
    });
    expect(read('ممكن كابوتشينو وطبق فواكه مشكلة للكابينة').lines).toEqual([
      '1 Cappuccino',
      '1 Fruit Platter',
    ]);
  });

  it('names no dish for chatter ("hungry lol", "the shawarma thing")', () => {
    expect(read("hungry lol. I'll have the chicken shawarma thing and 3 waters")).toEqual({
      lines: ['1 Chicken Shawarma Plate', '3 Still Water'],
      unknown: [],
    });
  });
});

describe('readOrder: containers, measure words and dialect names', () => {
  it.each([
    ['شاورما دجاج وكاسة شاي', ['1 Chicken Shawarma Plate', '1 Mint Tea']],
    ['بدي كاسة عصير برتقال وصحن فواكه عالغرفة لو سمحت', ['1 Fresh Orange Juice', '1 Fruit Platter']],
    ['عايز قزازة مية وكوباية عصير', ['1 Still Water', '1 Fresh Orange Juice']],
    ['هاتولي اتنين سندوتش كلوب وكوبايتين شاي للأوضة', ['2 Club Sandwich', '2 Mint Tea']],
    ['أرغب في طلب فنجان إسبريسو وقطعة كيك شوكولاتة إلى غرفتي', ['1 Espresso', '1 Chocolate Cake']],
    ['عطني بيالة شاهي وماي للغرفة', ['1 Mint Tea', '1 Still Water']],
    ['ابي دلة قهوة عربية وصحنين مقبلات', ['1 Arabic Coffee', '2 Mezze Platter']],
    ['ممكن تبعتلي فطار للأوضة؟', ['1 Continental Breakfast']],
    ['ابغى ريوق للغرفة الحين', ['1 Continental Breakfast']],
    ['فيك تبعتلي ترويقة عالغرفة؟', ['1 Continental Breakfast']],
  ])('%j → %j', (text, lines) => {
    expect(read(text)).toEqual({ lines, unknown: [] });
  });

  it('tells an unknown item of its own from a word that qualifies a dish', () => {
    expect(readOrder('عايز بيتزا مارجريتا وكاسة شاي وحواوشي للأوضة')).toMatchObject({
      unknown: ['حواوشي'],
      qualifiers: [],
    });
    expect(readOrder('a club sandwich, a cup of tea and some onion rings to my room')).toMatchObject({
      unknown: ['onion rings'],
      qualifiers: [],
    });
    expect(readOrder('ابي صحن كبسة وسلطة سيزر').qualifiers).toEqual([]);
    expect(readOrder('an apple juice and a pizza').qualifiers).toEqual(['apple']);
    expect(readOrder('can I order a birthday cake to my cabin').qualifiers).toEqual(['birthday']);
    expect(readOrder('اتنين شاي اخضر وبيتزا').qualifiers).toEqual(['اخضر']);
  });
});

describe('readOrder: counts written onto a word, plural and dual bottles', () => {
  const quantities = (text: string) =>
    readOrder(text).lines.map((line) => `${line.quantity} ${line.item.name}`);

  it('reads a figure with an Arabic و written onto it', () => {
    expect(quantities('عايز ٢ بيتزا مارجريتا و٢ مية')).toEqual(['2 Margherita Pizza', '2 Still Water']);
  });

  it('reads bottles in the plural and the MSA dual before a dish', () => {
    expect(quantities('بدي كيكة شوكولا وتلات قناني مي')).toEqual(['1 Chocolate Cake', '3 Still Water']);
    expect(quantities('أرغب في طلب زجاجتي ماء وسلطة سيزر')).toEqual(['2 Still Water', '1 Caesar Salad']);
  });
});

describe('ordersByCount', () => {
  it('is true when a number is said against a dish', () => {
    expect(ordersByCount('can u send up 2 margherita pizzas + 2 waters to my room')).toBe(true);
    expect(ordersByCount('ابي ثنتين بيتزا و ٢ ماي')).toBe(true);
  });

  it('is false for a dish named with only an article, or none', () => {
    expect(ordersByCount('is the water in my cabin free?')).toBe(false);
    expect(ordersByCount('can I order a cake for a birthday?')).toBe(false);
  });
});
