import { describe, expect, it } from 'vitest';
import { answerField, fieldAsked } from './field-answer.ts';
import { normalize } from './language.ts';

const en = { lang: 'en', today: '2026-11-24', guestName: undefined, brand: 'Marsa' } as const;
const ar = { ...en, lang: 'ar' } as const;

const layalina = {
  id: 1,
  name: 'Layalina',
  nameAr: 'ليالينا',
  cuisine: 'Lebanese',
  description: 'Family-style mezze',
  location: 'Deck 5',
  openingTime: '12:00',
  closingTime: '23:00',
  rating: 4.7,
  specialFeature: null,
  dressCode: null,
  imageUrl: '',
  images: [],
  freeTimes: [],
};
const pass = {
  id: 2,
  title: 'Family Fun Pass',
  titleAr: 'بطاقة المرح العائلية',
  description: 'Two VR Zone sessions',
  department: 'activity',
  promotionType: 'package_deal',
  discountPercentage: 30,
  originalPriceUSD: 160,
  promotionalPriceUSD: 112,
  currency: 'USD',
  validTimes: '09:00–19:00',
  terms: 'For up to four guests, at least one under 18.',
  validDays: [],
  availableTo: '2027-01-01',
  isFeatured: false,
};

describe('a follow-up about one field', () => {
  it('reads the one field asked, in English and Arabic', () => {
    const asked = (text: string) => fieldAsked(normalize(text));
    expect(asked('and what time does it close?')).toBe('closes');
    expect(asked('what time does the third one open?')).toBe('opens');
    expect(asked('how much does it cost?')).toBe('price');
    expect(asked('which deck is it on?')).toBe('deck');
    expect(asked('how many people is it for?')).toBe('covers');
    expect(asked('ومتى يقفل؟')).toBe('closes');
    expect(asked('بكم الثاني؟')).toBe('price');
    expect(asked('ومتى نغادره؟')).toBe('departs');
    // Two things at once, or a party's total: not one field.
    expect(asked('How much is that in total and what time do we leave?')).toBeUndefined();
    expect(asked('tell me more about it')).toBeUndefined();
  });

  it('answers that field in one sentence naming the record, not its card', () => {
    const close = answerField(en, 'closes', { kind: 'restaurant', item: layalina });
    expect(close).toBe('Layalina closes at 11:00 PM.');
    expect(answerField(ar, 'closes', { kind: 'restaurant', item: layalina })).toContain('ليالينا');
    expect(answerField(en, 'price', { kind: 'promotion', item: pass })).toBe(
      'Family Fun Pass costs $112.00 instead of $160.00 (30% off).',
    );
    expect(answerField(en, 'covers', { kind: 'promotion', item: pass })).toContain('up to four guests');
    // A field the record does not have: no answer from it (the usual answer follows).
    expect(answerField(en, 'price', { kind: 'restaurant', item: layalina })).toBeUndefined();
  });
});

describe('the phone field', () => {
  it('reads which number to call, in English and the dialects', () => {
    expect(fieldAsked(normalize("what's the extension?"))).toBe('phone');
    expect(fieldAsked(normalize('ورقمه؟'))).toBe('phone');
    expect(fieldAsked(normalize('طب لو حاجة طارئة أكلم كام؟'))).toBe('phone');
    expect(fieldAsked(normalize('أريد إلغاء الحجز رقم 4'))).toBeUndefined();
  });
  it("answers with the venue's contact", () => {
    const venue = {
      id: 1,
      name: 'Medical Centre',
      nameAr: 'المركز الطبي',
      category: 'services',
      subcategory: 'Health',
      description: '',
      deckNumber: 1,
      deckName: 'Tender',
      operatingHours: null,
      contactInfo: 'Emergency: ext. 7777',
      amenities: [],
      imageUrl: '',
    };
    const voice = { lang: 'en' as const, today: '2026-11-24', guestName: undefined, brand: 'Marsa' };
    expect(answerField(voice, 'phone', { kind: 'venue', item: venue })).toBe(
      'Medical Centre: Emergency: ext. 7777.',
    );
  });
});

describe('the walking an excursion states and the deck of a treatment', () => {
  const petra = {
    id: 3,
    title: 'Petra Grand Tour',
    titleAr: 'جولة البتراء الكبرى',
    description:
      'Walk the narrow Siq to the Treasury. Fit guests can climb the steps. Expect about 10 km on foot, much of it on sand.',
    descriptionAr: 'امشِ عبر السيق الضيق إلى الخزنة. توقّع نحو 10 كم سيرًا على الأقدام، معظمها على الرمل.',
    duration: '11 hours',
    priceUSD: 289,
    priceSAR: 1083.75,
    departureTime: '07:30',
    returnTime: '18:30',
    highlights: [],
    images: [],
    category: 'cultural',
    difficulty: 'challenging',
    spotsLeft: 10,
    portName: 'Aqaba',
  };
  const hammam = {
    id: 4,
    name: 'Traditional Hammam Ritual',
    nameAr: 'طقوس الحمام التقليدي',
    description: 'A heated marble hammam.',
    duration: 60,
    features: [],
    premium: false,
    priceUSD: 120,
    startTime: '08:00',
    endTime: '20:00',
    imageUrl: '',
    images: [],
    freeTimes: [],
  };
  const spa = { id: 9, name: 'Marsa Spa', nameAr: 'مرسى سبا', deckNumber: 17, operatingHours: null };

  it('reads walking, never the price, from "how much walking"', () => {
    const asked = (text: string) => fieldAsked(normalize(text));
    expect(asked('and the first — how much walking is involved?')).toBe('walking');
    expect(asked('is there a lot of walking?')).toBe('walking');
    expect(asked('وكم المشي فيها؟')).toBe('walking');
    expect(asked('how long is the walk?')).toBe('duration');
    expect(asked('how much is the walking tour?')).toBe('price');
  });

  it('answers the walking with the sentence of the description that gives the distance', () => {
    expect(answerField(en, 'walking', { kind: 'excursion', item: petra })).toBe(
      'Petra Grand Tour: Expect about 10 km on foot, much of it on sand.',
    );
    expect(answerField(ar, 'walking', { kind: 'excursion', item: petra })).toContain('10 كم');
  });

  it('gives the deck of the place where a treatment is given', () => {
    expect(answerField(en, 'deck', { kind: 'spa', item: hammam, place: spa })).toBe(
      'Traditional Hammam Ritual is given at Marsa Spa on Deck 17.',
    );
    expect(answerField(ar, 'deck', { kind: 'spa', item: hammam, place: spa })).toContain('الطابق 17');
    expect(answerField(en, 'deck', { kind: 'spa', item: hammam })).toBeUndefined();
  });
});

describe('fieldAsked, departures and difficulty', () => {
  it('reads a bus, coach or meeting time as the departure', () => {
    for (const q of [
      'what time does the coach pick us up?',
      'when do we have to meet for it?',
      'الباص أيمتى بيتحرك؟',
      'الحافلة متى تطلع؟',
    ])
      expect(fieldAsked(normalize(q))).toBe('departs');
  });
  it('reads how hard it is as the difficulty', () => {
    for (const q of [
      'how physically demanding is it?',
      'هي صعبة ولا سهلة؟',
      'ومستوى الصعوبة؟',
      'وما درجة المجهود المطلوب؟',
    ])
      expect(fieldAsked(normalize(q))).toBe('difficulty');
  });
});
