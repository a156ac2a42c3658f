import { any, deck, minutes, sar, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

const en = oneTurn('venues', 'en');
const ar = oneTurn('venues', 'ar');

/** Where things are, when they open, what they cost: restaurants, spa, activities, venues, promotions. */
export const venueCases: Case[] = [
  en('spa-deck', 'what deck is the spa on?', [deck(17)], { sources: ['venue'] }),
  en('water-park-hours', 'when does the water park open?', [time('09:00'), time('19:00')], {
    sources: ['activity'],
  }),
  en('change-money', 'where can I change money on board?', ['Currency Exchange', deck(3)], {
    sources: ['venue'],
  }),
  en('la-tavola-opens', 'what time does La Tavola open for dinner?', [time('17:30')], {
    sources: ['restaurant'],
  }),
  en('irth-dress', "what's the dress code at Irth?", ['elegant'], { sources: ['restaurant'] }),
  en('massage-price', 'how much is the Signature Red Sea Massage?', [usd(180)], { sources: ['spa'] }),
  en(
    'couples-length',
    'how long is the couples retreat at the spa?',
    [any(minutes(120), /2 hours|two hours/)],
    {
      sources: ['spa'],
    },
  ),
  en('theatre', 'where is the theatre?', ['Marsa Theatre', deck(7)], { sources: ['venue'] }),
  en('photo-gallery', 'what are the opening hours of the photo gallery?', [time('10:00'), time('22:00')], {
    sources: ['venue'],
  }),
  en('sports-court', 'until what time is the sports court open?', [time('21:00')], { sources: ['venue'] }),
  en('family-pass', 'How much is the Family Fun Pass?', [usd(112)], {
    sources: ['promotion'],
    forbid: [usd(180), usd(210)],
  }),
  en('catch-of-day', "what does the fish market's catch of the day cost?", [usd(48)], {
    sources: ['promotion'],
  }),
  en('bamboo-cuisine', 'what kind of food does Bamboo Kitchen serve?', [any('Pan-Asian', 'Asian')], {
    sources: ['restaurant'],
  }),
  en('space-diner-deck', 'which deck is Space Diner on?', [deck(18)], { sources: ['restaurant'] }),
  en('stargazing', 'when can we go stargazing?', [time('21:00')], { sources: ['activity'] }),
  en('garden-tour', 'what times is the hydroponic garden tour?', [time('10:30'), time('15:30')], {
    sources: ['activity'],
  }),
  en('thermal-price', 'price of a thermal suite day pass?', [usd(60)], { sources: ['spa'] }),
  en('guest-services', 'where is guest services?', [deck(3)], { sources: ['venue'] }),
  en('buffet-close', 'what time does the Amwaj Buffet close?', [time('22:30')], { sources: ['restaurant'] }),
  en(
    'calligraphy',
    'when is the calligraphy class and where?',
    [time('11:00'), any('Majlis Lounge', deck(6))],
    {
      sources: ['activity'],
    },
  ),
  en('alula-price', 'how much is the AlUla and Hegra trip in riyals?', [sar(1481.25)], {
    sources: ['excursion'],
  }),
  en('hammam-length', 'how long does the hammam take?', [minutes(60)], { sources: ['spa'] }),
  en(
    'khuzama-ouzi',
    'can we get the whole lamb at Khuzama?',
    [any('six or more', '6 or more', 'one day ahead', 'day ahead')],
    {
      sources: ['restaurant'],
    },
  ),
  en('legends-show', 'what time is the Red Sea Legends show?', [time('19:30'), time('21:30')], {
    sources: ['activity'],
  }),
  en('vr-age', 'how old do you have to be for the VR Zone?', [/10\s?\+|10 and (?:over|up|older)|ages? 10/], {
    sources: ['activity'],
  }),
  ar('spa-deck', 'في أي طابق السبا؟', [deck(17)], { sources: ['venue'] }),
  ar('water-park-hours', 'متى تفتح الحديقة المائية؟', [time('09:00')], { sources: ['activity'] }),
  ar('massage-price', 'كم سعر مساج البحر الأحمر؟', [usd(180)], { sources: ['spa'] }),
  ar('prayer-room', 'أين يقع المصلى؟', [deck(4)], { sources: ['venue'] }),
  ar('buffet-close', 'متى يغلق بوفيه أمواج؟', [time('22:30')], { sources: ['restaurant'] }),
  ar('la-tavola-cuisine', 'ما نوع الأكل في لا تافولا؟', ['إيطالي'], { sources: ['restaurant'] }),
  ar('family-pass', 'كم سعر بطاقة المرح العائلية؟', [usd(112)], { sources: ['promotion'] }),
  ar('space-diner-deck', 'وين مطعم سبيس داينر؟', [deck(18)], { sources: ['restaurant'] }),
  ar('legends-show', 'متى يبدأ عرض أساطير البحر الأحمر؟', [time('19:30')], { sources: ['activity'] }),
  ar('hammam-length', 'كم مدة طقس الحمام التقليدي؟', [minutes(60)], { sources: ['spa'] }),
  ar('change-money', 'وين أصرف فلوس في السفينة؟', [deck(3)], { sources: ['venue'] }),
  ar('petra-price', 'كم سعر جولة البتراء؟', [usd(289)], { sources: ['excursion'] }),
  ar('khuzama-opens', 'متى يفتح مطعم خزامى؟', [time('17:00')], { sources: ['restaurant'] }),
  ar('kids-zone', 'وين نادي الأطفال؟', [deck(18)], { sources: ['activity'] }),
  ar('fish-market', 'في أي طابق مطعم سوق السمك؟', [deck(5)], { sources: ['restaurant'] }),
];
