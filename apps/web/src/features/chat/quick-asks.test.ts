import { messagesFor } from '@marsa/i18n';
import { describe, expect, it, vi } from 'vitest';
import { canSend, quickAsks, runQuickAsk } from './quick-asks.ts';

const en = messagesFor('en').concierge;
const ar = messagesFor('ar').concierge;

describe('quick asks (§2)', () => {
  it('has the six buttons with the exact English labels and texts', () => {
    expect(quickAsks(en).map(({ label, text, action }) => [label, text, action])).toEqual([
      ['Daily Specials & Promotions', 'Daily Specials & Promotions', 'fill'],
      ['Room Service', 'I would like to order room service', 'send'],
      ['Restaurants', 'Tell me about restaurants', 'fill'],
      ['Spa Services', 'Tell me about spa services', 'fill'],
      ['Activities', 'Tell me about activities', 'fill'],
      ['Shore Excursions', 'Tell me about shore excursions', 'fill'],
    ]);
  });

  it('fills the input for all but Room Service, which sends', () => {
    for (const ask of quickAsks(en)) {
      const composer = { fill: vi.fn(), send: vi.fn() };
      runQuickAsk(ask, composer);
      if (ask.key === 'roomService') {
        expect(composer.send).toHaveBeenCalledWith('I would like to order room service');
        expect(composer.fill).not.toHaveBeenCalled();
      } else {
        expect(composer.fill).toHaveBeenCalledWith(ask.text);
        expect(composer.send).not.toHaveBeenCalled();
      }
    }
  });

  it('asks in Arabic on the Arabic page', () => {
    const texts = quickAsks(ar).map((ask) => ask.text);
    expect(texts).toContain('حدثني عن المطاعم');
    expect(texts.every((text) => /[\u0600-\u06FF]/.test(text))).toBe(true);
  });
});

describe('canSend (§5)', () => {
  it('needs non-blank text and no pending send', () => {
    expect(canSend('Hello', false)).toBe(true);
    expect(canSend('  Hello  ', false)).toBe(true);
    expect(canSend('', false)).toBe(false);
    expect(canSend('   \n\t ', false)).toBe(false);
    expect(canSend('Hello', true)).toBe(false);
  });
});
