import { describe, expect, it } from 'vitest';
import { asksPartyOnly, partyReplyIn } from './party-reply.ts';

describe('the answer to how many guests', () => {
  it('knows when only the party was asked', () => {
    expect(asksPartyOnly("I'd be happy to book a table at Irth for you. How many guests?")).toBe(true);
    expect(asksPartyOnly('يسعدني أن أحجز لك طاولة في إرث. كم عدد الضيوف؟')).toBe(true);
    expect(asksPartyOnly('How many guests? What time would you like?')).toBe(false);
    expect(asksPartyOnly('Which restaurant would you like?')).toBe(false);
  });

  it('reads a bare count as the party, and nothing from a yes', () => {
    expect(partyReplyIn('2')).toBe(2);
    expect(partyReplyIn('two')).toBe(2);
    expect(partyReplyIn('2 please')).toBe(2);
    expect(partyReplyIn('4 thanks')).toBe(4);
    expect(partyReplyIn('yes go ahead')).toBeUndefined();
    expect(partyReplyIn('ok sure')).toBeUndefined();
    expect(partyReplyIn('deck 5?')).toBeUndefined();
  });
});
