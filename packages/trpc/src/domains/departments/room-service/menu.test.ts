import { roomServiceMenuSeeds } from '@marsa/db/seed-data';
import { describe, expect, it } from 'vitest';
import { findMenuItem, findMenuItems, ROOM_SERVICE_MENU } from './menu.ts';

describe('the room-service menu', () => {
  it('is the seed data, with its prices (cents to dollars) and nothing added', () => {
    expect(ROOM_SERVICE_MENU.map((item) => item.name)).toEqual(roomServiceMenuSeeds.map((item) => item.name));
    for (const [index, item] of ROOM_SERVICE_MENU.entries())
      expect(item.priceUSD * 100).toBe(roomServiceMenuSeeds[index]?.priceCents);
  });

  it.each([
    ['2 coffees', 'Coffee'],
    ['a pot of mint tea', 'Mint Tea'],
    ['two club sandwiches', 'Club Sandwich'],
    ['a fresh orange juice', 'Fresh Orange Juice'],
    ['قهوة عربية', 'Arabic Coffee'],
    ['عصير برتقال', 'Fresh Orange Juice'],
  ])('finds %j as %s (the longest match)', (words, name) => {
    expect(findMenuItem(words)?.name).toBe(name);
  });

  it('finds nothing for words that name no dish', () => {
    expect(findMenuItem('yes')).toBeUndefined();
    expect(findMenuItem('what number do I dial for')).toBeUndefined();
  });
});

describe('findMenuItems', () => {
  it('finds every item named, in the order said, reading an attached Arabic "and" apart', () => {
    expect(findMenuItems('قهوة عربية وكعكة الشوكولاتة').map((item) => item.name)).toEqual([
      'Arabic Coffee',
      'Chocolate Cake',
    ]);
    expect(findMenuItems('arabic coffee').map((item) => item.name)).toEqual(['Arabic Coffee']);
    expect(findMenuItems('a pizza and a mint tea').map((item) => item.name)).toEqual([
      'Margherita Pizza',
      'Mint Tea',
    ]);
    expect(findMenuItems('what number do i dial')).toEqual([]);
  });
});
