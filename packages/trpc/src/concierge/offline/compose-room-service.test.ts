import { describe, expect, it } from 'vitest';
import { ROOM_SERVICE_MENU } from '../../domains/departments/room-service/menu.ts';
import { readMenuQuestion } from '../../domains/departments/room-service/menu-questions.ts';
import { composeMenuAnswer } from './compose-room-service.ts';

const voice = { lang: 'en', today: '2026-11-24', guestName: undefined, brand: 'Marsa' } as const;

describe('a price question about several dishes', () => {
  it('gives their sum from the menu prices, in USD and SAR', () => {
    const question = readMenuQuestion('what would 2 pizzas and 2 mint teas come to?', true);
    expect(question?.lines.map((line) => line.quantity)).toEqual([2, 2]);
    const items = ROOM_SERVICE_MENU.map((item, index) => ({ ...item, id: index + 1 })).filter((item) =>
      question?.items.some((named) => named.name === item.name),
    );
    const reply = composeMenuAnswer(voice, items, {
      courses: [],
      missing: [],
      named: true,
      total: question?.lines,
    });
    expect(reply).toMatch(/2 × Margherita Pizza \+ 2 × Mint Tea would come to \$54\.00 \(SAR.202\.50\)\./);
  });
});
