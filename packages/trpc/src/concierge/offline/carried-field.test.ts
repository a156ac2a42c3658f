import { describe, expect, it } from 'vitest';
import type { VenueInfo } from '../tools/types.ts';
import { answerCarriedField } from './carried-field.ts';
import { resolveFocus } from './focus.ts';
import type { Step } from './plan-types.ts';
import { conversation, TODAY } from './test-conversation.ts';

const venue = (id: number, name: string, operatingHours: string): VenueInfo => ({
  id,
  name,
  nameAr: null,
  category: 'dining',
  subcategory: null,
  description: '',
  deckNumber: 5,
  deckName: 'Promenade',
  operatingHours,
  contactInfo: null,
  amenities: [],
  imageUrl: '',
});

const stepOf = (turns: { role: 'user' | 'assistant'; text: string }[]): Step => {
  const talk = conversation(turns, {
    venues: {
      venues: [venue(1, 'Nakheel Lounge', '10:00–01:00'), venue(2, 'Juice & Mocktail Bar', '09:00–23:00')],
    },
  });
  return {
    conversation: talk,
    focus: resolveFocus(talk),
    voice: { lang: 'en', today: TODAY, brand: 'Marsa', guestName: undefined },
    date: TODAY,
  };
};

describe('the field of the previous question, for the thing named now', () => {
  it("answers 'and the juice bar?' with the field asked before", () => {
    const step = stepOf([
      { role: 'user', text: 'how late is the Nakheel Lounge open?' },
      { role: 'assistant', text: 'Nakheel Lounge is open 10:00 AM–1:00 AM.' },
      { role: 'user', text: 'and the juice bar?' },
    ]);
    expect(answerCarriedField(step, step.conversation.results)).toMatch(/Juice & Mocktail Bar/);
  });

  it('leaves a follow-up that asks a field of its own', () => {
    const step = stepOf([
      { role: 'user', text: 'how late is the Nakheel Lounge open?' },
      { role: 'assistant', text: 'Nakheel Lounge is open 10:00 AM–1:00 AM.' },
      { role: 'user', text: 'and where is the juice bar?' },
    ]);
    expect(answerCarriedField(step, step.conversation.results)).toBeUndefined();
  });
});
