import { describe, expect, it } from 'vitest';
import { asksParty, asksPartyOnly, bareCountReply } from './party-reply.ts';

describe('a bare count answering how many', () => {
  it('recognises the question in both languages', () => {
    expect(asksParty('يسعدني أن أحجز لك جلسة في نادي الأطفال. كم عدد الضيوف؟')).toBe(true);
    expect(asksParty('How many guests?')).toBe(true);
    expect(asksParty('Which time would you like?')).toBe(false);
  });

  it('reads digits and number words of every dialect, and nothing else', () => {
    expect(bareCountReply('ثلاثه')).toBe(3);
    expect(bareCountReply('تنين')).toBe(2);
    expect(bareCountReply('٤')).toBe(4);
    expect(bareCountReply('four please')).toBe(4);
    expect(bareCountReply('تلاته بس')).toBe(3);
    expect(bareCountReply('هما اتنين')).toBe(2);
    expect(bareCountReply('they are 3')).toBe(3);
    expect(bareCountReply('what is on deck 5?')).toBeUndefined();
    expect(bareCountReply('نعم')).toBeUndefined();
  });
});

describe('the answer to how many guests', () => {
  it('knows when only the party was asked', () => {
    expect(asksPartyOnly("I'd be happy to book a table at Irth for you. How many guests?")).toBe(true);
    expect(asksPartyOnly('يسعدني أن أحجز لك طاولة في إرث. كم عدد الضيوف؟')).toBe(true);
    expect(asksPartyOnly('How many guests? What time would you like?')).toBe(false);
    expect(asksPartyOnly('Which restaurant would you like?')).toBe(false);
  });

  it('reads a bare count as the party, and nothing from a yes', () => {
    expect(bareCountReply('2')).toBe(2);
    expect(bareCountReply('two')).toBe(2);
    expect(bareCountReply('2 please')).toBe(2);
    expect(bareCountReply('4 thanks')).toBe(4);
    expect(bareCountReply('yes go ahead')).toBeUndefined();
    expect(bareCountReply('ok sure')).toBeUndefined();
    expect(bareCountReply('deck 5?')).toBeUndefined();
  });
});
