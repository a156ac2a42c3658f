import { describe, expect, it } from 'vitest';
import { asksAbout } from './intents.ts';

describe('asksAbout', () => {
  it('tells questions about an action from requests for it', () => {
    for (const question of [
      'do I have to reserve the buffet?',
      'can I cancel a shore excursion and get my money back?',
      'if I cancel my massage last minute do I still pay?',
      'until what time can I order food to my room?',
      // The rules of cancelling, even about the guest's own booking, never start the cancel flow.
      'until when can I cancel my massage for free?',
      'how late can I cancel my excursion?',
      'is there a fee to cancel my spa appointment?',
      'هل أحتاج حجز للبوفيه؟',
    ])
      expect(asksAbout(question), question).toBe(true);
    for (const request of [
      'Can I book a massage?',
      'Could you book a table at Layalina for 2?',
      'Please cancel my spa booking',
      'cancel my booking #4',
      'هل يمكنني حجز طاولة؟',
    ])
      expect(asksAbout(request), request).toBe(false);
  });
});
