import { describe, expect, it } from 'vitest';
import { placesNamedIn } from './places-named.ts';

const places = [
  { name: 'Souq Al Marsa', nameAr: 'سوق المرسى' },
  { name: 'Majlis Lounge', nameAr: 'صالة المجلس' },
  { name: 'Nakheel Lounge', nameAr: 'صالة النخيل' },
  { name: 'Serenity Suite', nameAr: 'جناح السكينة' },
  { name: 'Serenity Suite Couples Retreat', nameAr: 'جلسة جناح السكينة للأزواج' },
  { name: 'Irth', nameAr: 'إرث' },
  { name: 'Khuzama', nameAr: 'خزامى' },
  { name: 'Guest Services', nameAr: 'خدمة الضيوف' },
];

const names = (text: string) => placesNamedIn(text, places).map((place) => place.name);

describe('placesNamedIn', () => {
  it('finds the places an English text names, in its order, each once', () => {
    expect(
      names(
        'Bakhoor may be burned only in the Majlis Lounge on Deck 6. Ask Guest Services or the majlis lounge.',
      ),
    ).toEqual(['Majlis Lounge', 'Guest Services']);
  });

  it('reads an Arabic name with or without its article and particles', () => {
    expect(names('جلسات نقش الحناء متاحة في سوق مرسى على الطابق 4')).toEqual(['Souq Al Marsa']);
    expect(names('انتظر بصالة النخيل')).toEqual(['Nakheel Lounge']);
  });

  it('leaves out a name inside a longer one, and one-word Arabic names that are common words', () => {
    expect(names('Book the Serenity Suite Couples Retreat')).toEqual(['Serenity Suite Couples Retreat']);
    expect(names('إرث ثقافي عريق وزيت الخزامى')).toEqual([]);
    expect(names('مطعم خزامى على الطابق 7')).toEqual(['Khuzama']);
  });
});
