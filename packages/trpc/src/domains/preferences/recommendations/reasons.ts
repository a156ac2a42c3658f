import type { Language } from '@marsa/db/constants';
import { isolate, textDirection } from '@marsa/i18n';
import type { ExcursionCategory, ExcursionDifficulty } from '../../excursions/rules.ts';
import type { ActivityOption, BudgetRange, DiningOption, TravelStyle } from '../schema.ts';
import type { ReasonPart } from './types.ts';

type Phrasebook = {
  dining: Record<DiningOption, string>;
  budget: Record<BudgetRange, string>;
  travel: Record<TravelStyle, string>;
  interest: Record<ActivityOption, string>;
  difficulty: Record<ExcursionDifficulty, string>;
  category: Record<ExcursionCategory, string>;
  part: {
    [K in ReasonPart['kind']]: (part: Extract<ReasonPart, { kind: K }>, book: Phrasebook) => string;
  };
};

const en: Phrasebook = {
  dining: {
    casual: 'casual dining',
    'fine-dining': 'fine dining',
    international: 'international cuisine',
    local: 'local flavours',
    buffet: 'buffet dining',
  },
  budget: {
    budget: 'is easy on your budget',
    'mid-range': 'fits your mid-range budget',
    luxury: 'fits your luxury budget',
  },
  travel: {
    relaxed: 'a relaxed trip',
    adventure: 'an adventurous trip',
    cultural: 'a cultural trip',
    family: 'a family trip',
  },
  interest: {
    cultural: 'culture',
    adventure: 'adventure',
    relaxation: 'relaxation',
    entertainment: 'entertainment',
    fitness: 'fitness',
  },
  difficulty: { easy: 'an easy', moderate: 'a moderate', challenging: 'a challenging' },
  category: {
    cultural: 'a cultural outing',
    adventure: 'an adventure',
    relaxation: 'a relaxing day',
    family: 'a family outing',
    shopping: 'a shopping trip',
  },
  part: {
    'dining-style': (p, b) => `matches your taste for ${b.dining[p.style]}`,
    budget: (p, b) => b.budget[p.budget],
    premium: () => 'offers premium care worthy of your luxury budget',
    rating: (p) => `guests rate it ${p.rating.toFixed(1)}/5`,
    'travel-style': (p, b) => `suits ${b.travel[p.style]}`,
    dietary: (p) => `suits your ${data('en', p.restriction)} diet`,
    interest: (p, b) => `matches your interest in ${b.interest[p.interest]}`,
    'family-friendly': () => 'welcomes the whole family',
    tradition: () => 'draws on Arabian tradition',
    difficulty: (p, b) => `goes at ${b.difficulty[p.difficulty]} pace that suits you`,
    category: (p, b) => `${b.category[p.category]} worth considering`,
    features: (p) => `includes ${list('en', p.features)}`,
    popular: () => 'something different to try on board',
  },
};

const ar: Phrasebook = {
  dining: {
    casual: 'الأجواء غير الرسمية',
    'fine-dining': 'المطاعم الراقية',
    international: 'المطبخ العالمي',
    local: 'النكهات المحلية',
    buffet: 'البوفيه',
  },
  budget: {
    budget: 'يناسب ميزانيتك الاقتصادية',
    'mid-range': 'يناسب ميزانيتك المتوسطة',
    luxury: 'يناسب ميزانيتك الفاخرة',
  },
  travel: {
    relaxed: 'لرحلة هادئة',
    adventure: 'لرحلة مغامرات',
    cultural: 'لرحلة ثقافية',
    family: 'لرحلة عائلية',
  },
  interest: {
    cultural: 'الثقافة',
    adventure: 'المغامرة',
    relaxation: 'الاسترخاء',
    entertainment: 'الترفيه',
    fitness: 'اللياقة البدنية',
  },
  difficulty: { easy: 'سهل', moderate: 'معتدل', challenging: 'مليء بالتحدي' },
  category: {
    cultural: 'جولة ثقافية',
    adventure: 'مغامرة',
    relaxation: 'يوم للاسترخاء',
    family: 'نزهة عائلية',
    shopping: 'رحلة تسوق',
  },
  part: {
    'dining-style': (p, b) => `يوافق ذوقك في ${b.dining[p.style]}`,
    budget: (p, b) => b.budget[p.budget],
    premium: () => 'يقدم عناية مميزة تليق بميزانيتك الفاخرة',
    rating: (p) => `يمنحه الضيوف ${p.rating.toFixed(1)}/5`,
    'travel-style': (p, b) => `مناسب ${b.travel[p.style]}`,
    dietary: (p) => `يناسب نظامك الغذائي (${data('ar', p.restriction)})`,
    interest: (p, b) => `يوافق اهتمامك بـ${b.interest[p.interest]}`,
    'family-friendly': () => 'يرحب بجميع أفراد العائلة',
    tradition: () => 'يستلهم التقاليد العربية',
    difficulty: (p, b) => `بمستوى صعوبة ${b.difficulty[p.difficulty]} يناسبك`,
    category: (p, b) => `${b.category[p.category]} تستحق التجربة`,
    features: (p) => `يشمل ${list('ar', p.features)}`,
    popular: () => 'تجربة مختلفة تستحق الاكتشاف على متن السفينة',
  },
};

const books: Record<Language, Phrasebook> = { en, ar };

const listFormats = {
  en: new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }),
  ar: new Intl.ListFormat('ar', { style: 'long', type: 'conjunction' }),
};
const list = (lang: Language, items: string[]) =>
  listFormats[lang].format(items.map((item) => data(lang, item)));

/**
 * A record's own words (a spa feature, the guest's diet) inside the sentence: isolated when written
 * in the other direction, so 'Hot stones' in an Arabic reason never reorders the Arabic around it.
 */
function data(lang: Language, value: string): string {
  const dir = textDirection(value);
  return dir && dir !== (lang === 'ar' ? 'rtl' : 'ltr') ? isolate(value) : value;
}

/** Lower comes first; only the first MAX_REASON_PARTS make it into the sentence, so it stays readable. */
const PRIORITY: Record<ReasonPart['kind'], number> = {
  'dining-style': 1,
  interest: 1,
  dietary: 2,
  premium: 3,
  budget: 3,
  rating: 4,
  'travel-style': 5,
  tradition: 5,
  'family-friendly': 5,
  difficulty: 6,
  features: 7,
  category: 8,
  popular: 9,
};
export const MAX_REASON_PARTS = 3;

function phrase<K extends ReasonPart['kind']>(
  book: Phrasebook,
  part: Extract<ReasonPart, { kind: K }>,
): string {
  // TypeScript cannot correlate `part.kind` with the renderer it indexes; the mapped type guarantees it.
  const render = book.part[part.kind] as (p: typeof part, b: Phrasebook) => string;
  return render(part, book);
}

/**
 * Turns what matched into the 'Why we recommend' sentence, e.g. "Matches your taste for fine
 * dining, fits your luxury budget and guests rate it 4.9/5.": the strongest matches first,
 * at most MAX_REASON_PARTS of them. Never empty.
 */
export function renderReason(parts: readonly ReasonPart[], lang: Language): string {
  const book = books[lang];
  const chosen = [...parts].sort((a, b) => PRIORITY[a.kind] - PRIORITY[b.kind]).slice(0, MAX_REASON_PARTS);
  const phrases = (chosen.length ? chosen : [{ kind: 'popular' } as const]).map((part) => phrase(book, part));
  const sentence = list(lang, phrases);
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}
