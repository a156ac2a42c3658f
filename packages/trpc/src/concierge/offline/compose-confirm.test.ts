import { describe, expect, it } from 'vitest';
import { proposalSummary } from '../tools/proposal-summary.ts';
import { composeProposal } from './compose-confirm.ts';
import type { Voice } from './say.ts';

const voice = (lang: Voice['lang']): Voice => ({
  lang,
  today: '2026-11-24',
  guestName: 'Noura',
  brand: 'Marsa',
});

const order = (notOnMenu: string[]) =>
  proposalSummary({
    kind: 'room_service',
    title: 'Room service',
    titleAr: 'خدمة الغرف',
    items: [{ name: 'Margherita Pizza', nameAr: 'بيتزا مارغريتا', quantity: 1, priceUSD: 22 }],
    totalUSD: 22,
    totalSAR: 82.5,
    notOnMenu,
  });

describe('composeProposal: an order with something the menu lacks', () => {
  it('names what was left out on the card’s first line, then what will be ordered', () => {
    const [first, ...rest] = composeProposal(voice('en'), order(['onion rings'])).split('\n');
    expect(first).toBe(
      "I couldn't find onion rings on the room-service menu, so I left it out. Please confirm:",
    );
    expect(rest.join('\n')).toContain('1 × Margherita Pizza');
    expect(composeProposal(voice('en'), order(['kabsa', 'hawawshi']))).toContain('so I left them out');
  });

  it('says it in Arabic, the guest’s words quoted', () => {
    expect(composeProposal(voice('ar'), order(['حواوشي'])).split('\n')[0]).toBe(
      'لم أجد «حواوشي» في قائمة خدمة الغرف، فلم أضفه إلى الطلب. يرجى التأكيد:',
    );
  });

  it('says nothing of the kind when everything was on the menu', () => {
    expect(composeProposal(voice('en'), order([])).split('\n')[0]).toBe('Please confirm:');
  });
});
