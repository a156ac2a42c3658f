import { describe, expect, it } from 'vitest';
import { asksParty, bareCountReply } from './party-reply.ts';

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
