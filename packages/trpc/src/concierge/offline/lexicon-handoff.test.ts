import { describe, expect, it } from 'vitest';
import { isHandOffRequest, offersStaff, withoutHandOffLead } from './lexicon-handoff.ts';
import { staffOffer } from './say.ts';

const voice = (lang: 'en' | 'ar') => ({ lang, today: '2026-11-24', guestName: undefined, brand: 'Marsa' });

describe('isHandOffRequest', () => {
  it.each([
    'I want to speak to someone',
    'talk to a human',
    'Can I talk to a real person please?',
    'Please connect me with a member of staff',
    'I need to speak with the spa manager',
    'human please',
    'أريد التحدث مع موظف',
    'أبغى أكلم شخص',
    'ممكن أتكلم مع أحد الموظفين؟',
    'وصلني بموظف لو سمحت',
  ])('asks for a person: %s', (text) => {
    expect(isHandOffRequest(text)).toBe(true);
  });

  it.each([
    'Can I speak Arabic with the staff?',
    'Do your staff speak French?',
    'How do I talk to someone at the spa?',
    'What time does the spa open?',
    'Is there a human doctor on board?',
    'هل يمكنني التحدث بالعربية مع الموظفين؟',
    'كيف أتواصل مع خدمة الضيوف؟',
    'هل يتحدث الموظفون العربية؟',
  ])('is a question, not a hand-off: %s', (text) => {
    expect(isHandOffRequest(text)).toBe(false);
  });
});

describe('a wish for a person with a where/when question', () => {
  it.each([
    [
      "I'd rather talk to a real person about tours - where is the excursions desk and when is it open?",
      'where is the excursions desk and when is it open?',
    ],
    ['أبغى أكلم موظف عن الرحلات، وين مكتب الرحلات ومتى يفتح؟', 'وين مكتب الرحلات ومتى يفتح؟'],
  ])('keeps the question: %s', (text, rest) => {
    expect(withoutHandOffLead(text)).toBe(rest);
    expect(isHandOffRequest(text)).toBe(false);
  });
  it.each(['I want to talk to a real person, please', 'أبغى أكلم موظف، الموضوع مستعجل'])(
    'stays a hand-off: %s',
    (text) => {
      expect(withoutHandOffLead(text)).toBe(text);
    },
  );
});

describe('offersStaff', () => {
  it('recognises the concierge offer in both languages', () => {
    expect(offersStaff(`I'm sorry, I don't know. ${staffOffer(voice('en'))}`)).toBe(true);
    expect(offersStaff(`عذرًا. ${staffOffer(voice('ar'))}`)).toBe(true);
    expect(offersStaff('Would you like me to book it?')).toBe(false);
  });
});
