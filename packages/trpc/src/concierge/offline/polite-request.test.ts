import { describe, expect, it } from 'vitest';
import { normalize } from './language.ts';
import { isPoliteRequest } from './polite-request.ts';

const polite = (text: string) => isPoliteRequest(normalize(text));

describe('isPoliteRequest', () => {
  it.each([
    'could we maybe get a table at Irth tomorrow at 8pm?',
    'would it be possible for us to get a table at 8?',
    'is it possible to have the massage at 3?',
    'any chance we could grab a table for four?',
    "I'd love the signature massage on friday",
    'we would really like the facial at 4pm',
    'ممكن ناخد المساج بكرة الساعة 3؟',
    'هل من الممكن أن أحصل على طقس الحمام غدًا؟',
    'نفسي آخد مساج بعد بكرة',
    'can we maybe grab the hammam at 11?',
  ])('hears a request in %s', (text) => expect(polite(text)).toBe(true));

  it.each([
    'what time does the spa open?',
    'is it possible that the show is cancelled?',
    'how much is the massage?',
    'كم سعر المساج؟',
    'could you tell me where the spa is?',
    "I'd love to know when the show starts",
    "I'm starving, can I get food at 2 in the morning?",
    "it's my wife's birthday on thursday, can I get a cake?",
  ])('hears no request in %s', (text) => expect(polite(text)).toBe(false));
});
