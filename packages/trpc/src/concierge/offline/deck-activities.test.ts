import { describe, expect, it } from 'vitest';
import { activityInfo } from '../testing/records.ts';
import { ACTIVITIES_ASKED, composeDeckActivities } from './deck-activities.ts';
import { normalize } from './language.ts';

const voice = (lang: 'en' | 'ar') => ({ lang, today: '2026-11-24', guestName: undefined, brand: 'Marsa' });

const activities = [
  activityInfo('Sunset Yoga', { nameAr: 'يوغا الغروب', location: 'Deck 19', schedule: 'Daily 17:30' }),
  activityInfo('Arabic Calligraphy Workshop', { location: 'Deck 6, Majlis Lounge', schedule: 'Daily 11:00' }),
  activityInfo('Water Park', { location: 'Deck 18' }),
];

describe('ACTIVITIES_ASKED', () => {
  it.each([
    'what activities are on deck 19?',
    'what can we do on deck 18?',
    'شو في أنشطة على السطح ١٩؟',
    'وش النشاط اللي في الدور ١٨؟',
    'ايه نعمل في الدور ١٨؟',
  ])('%s asks the activities', (question) => expect(ACTIVITIES_ASKED.test(normalize(question))).toBe(true));
  it("is not in 'what's on deck 5?'", () =>
    expect(ACTIVITIES_ASKED.test(normalize("what's on deck 5?"))).toBe(false));
});

describe('composeDeckActivities', () => {
  it('lists the activities held on the deck, with when', () => {
    const text = composeDeckActivities(voice('en'), 19, 'Sun Deck', activities) ?? '';
    expect(text).toContain('Activities on Deck 19 (Sun Deck) (1):');
    expect(text).toContain('**Sunset Yoga**: Daily 5:30 PM');
    expect(text).not.toContain('Water Park');
  });
  it('says where on the deck, when the activity names a place', () =>
    expect(composeDeckActivities(voice('en'), 6, 'Heritage', activities)).toContain(
      '**Arabic Calligraphy Workshop** (Majlis Lounge)',
    ));
  it('names them in Arabic', () =>
    expect(composeDeckActivities(voice('ar'), 19, 'سطح الشمس', activities)).toContain('**يوغا الغروب**'));
  it('is nothing on a deck with no activity', () =>
    expect(composeDeckActivities(voice('en'), 5, 'Promenade', activities)).toBeUndefined());
});
