import { describe, expect, it } from 'vitest';
import { classifyIntent } from './intents.ts';
import { normalize } from './language.ts';
import { isSeaDayQuestion } from './reason.ts';

describe('itinerary questions asked loosely', () => {
  it.each([
    'when are we in egypt',
    'what day will we be in Jordan?',
    'which stop is jordan',
    'احنا هنكون في مصر امتى؟',
    'متى بنكون في الأردن؟',
  ])('%s is about the itinerary', (text) => {
    expect(classifyIntent(text)).toBe('itinerary');
  });

  it.each(['كم يوم بنكون في البحر؟', 'قديش يوم بالبحر؟', 'how many days at sea'])(
    '%s asks about days at sea',
    (text) => {
      expect(isSeaDayQuestion(normalize(text))).toBe(true);
    },
  );

  it('does not read a sea-life talk as a sea-day question', () => {
    expect(isSeaDayQuestion(normalize('متى محاضرة الحياة البحرية؟'))).toBe(false);
  });
});
