import { describe, expect, it } from 'vitest';
import { editedOrder } from './order-edit.ts';

const order = [
  { name: 'Fresh Orange Juice', quantity: 2 },
  { name: 'Fruit Platter', quantity: 1 },
];

describe('a change to a room-service order waiting for the yes', () => {
  it('sets a dish to the count named ("make it three juices", "خليها ٣ عصير")', () => {
    expect(editedOrder('actually make it three juices', order)).toEqual([
      { name: 'Fresh Orange Juice', quantity: 3 },
      { name: 'Fruit Platter', quantity: 1 },
    ]);
    expect(editedOrder('خليها 3 عصير', order)?.[0]).toEqual({ name: 'Fresh Orange Juice', quantity: 3 });
  });

  it('takes a dish off ("drop the fruit", "شيل الفواكه")', () => {
    const left = [{ name: 'Fresh Orange Juice', quantity: 2 }];
    expect(editedOrder('drop the fruit platter', order)).toEqual(left);
    expect(editedOrder('لا شيل الفواكه', order)).toEqual(left);
  });

  it('adds a dish, or more of one ("oh and a latte too", "ضيف كمان مية")', () => {
    expect(editedOrder('oh and a latte too', order)?.at(-1)).toEqual({ name: 'Caffè Latte', quantity: 1 });
    expect(editedOrder('ضيف كمان مية', order)?.at(-1)).toEqual({ name: 'Still Water', quantity: 1 });
    expect(editedOrder('add another juice', order)?.[0]).toEqual({ name: 'Fresh Orange Juice', quantity: 3 });
  });

  it('puts a new dish in the place of one on the card ("swap the fruit for a cake", "بدل العصير خليها شاي")', () => {
    const swapped = [
      { name: 'Fresh Orange Juice', quantity: 2 },
      { name: 'Chocolate Cake', quantity: 1 },
    ];
    expect(editedOrder('swap the fruit platter for a chocolate cake', order)).toEqual(swapped);
    expect(editedOrder('instead of the fruit make it a cake', order)).toEqual(swapped);
    expect(editedOrder('لا شيل الفواكه وهات كيكة بدالها', order)).toEqual(swapped);
    expect(editedOrder('بدل العصير خليها شاي', order)).toEqual([
      { name: 'Fruit Platter', quantity: 1 },
      { name: 'Mint Tea', quantity: 1 },
    ]);
    expect(editedOrder('drop the fruit and add a latte', order)?.map((line) => line.name)).toEqual([
      'Fresh Orange Juice',
      'Caffè Latte',
    ]);
  });

  it('is no change for a yes, a question, or taking off everything', () => {
    expect(editedOrder('yes please send it', order)).toBeUndefined();
    expect(editedOrder('how long does the juice take?', order)).toBeUndefined();
    expect(editedOrder('remove the juice and the fruit platter', order)).toBeUndefined();
  });
});
