import { any, deck, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

const en = oneTurn('venues', 'en');
const ar = oneTurn('venues', 'ar');
const faqEn = oneTurn('faq', 'en');
const faqAr = oneTurn('faq', 'ar');
const typoEn = oneTurn('typos', 'en');
const typoAr = oneTurn('typos', 'ar');

/**
 * Round 4, venues: every place of one kind, desks named by their service, open now / opening / closing
 * for every kind of venue (desks and decks too), two questions in one message, misspelt venue names.
 */
export const venueR4Cases: Case[] = [
  // ── Every place of one kind ──
  // 'Decks 9, 11 and 13' (the ship's topic) names all three as well as 'Deck 9', 'Deck 11' and 'Deck 13'.
  en('r4-laundry-all', 'where can i do my own laundry on the ship?', [
    any(deck(9), /decks 9, 11 and 13/),
    any(deck(11), /decks 9, 11 and 13/),
    any(deck(13), /decks 9, 11 and 13/),
  ]),
  ar('r4-laundry-all-gulf', 'وين المغاسل اللي اقدر اغسل فيها ملابسي بنفسي؟', [deck(9), num(11), num(13)]),
  en('r4-lounges', 'which lounges are there on board?', ['Nakheel Lounge', 'Majlis Lounge']),
  en('r4-shops', 'where are the shops?', ['Souq Al Marsa', 'Marsa Boutiques', deck(4)]),
  // The ship's topic calls the souq «سوق مرسى», its venue «سوق المرسى».
  ar('r4-shops-egy', 'فين المحلات اللي في المركب؟', [
    any('سوق المرسى', 'سوق مرسى', 'Souq'),
    any('متاجر مرسى', 'Boutiques'),
  ]),
  // ── Desks and counters named by what they do ──
  en('r4-tour-desk', "where's the tour desk?", ['Shore Excursions Desk', deck(3)]),
  en('r4-excursion-meeting', 'where is the meeting point for shore trips?', [
    any('Shore Excursions Desk', deck(3)),
  ]),
  ar('r4-tour-desk-lev', 'وين مكتب الرحلات؟', [deck(3)]),
  en('r4-front-desk', "where's the front desk", ['Guest Services', deck(3)]),
  ar('r4-reception-msa', 'أين مكتب الاستقبال؟', [deck(3)]),
  en('r4-luggage', 'where do I pick up my luggage on the last day?', [any('Luggage Services', deck(2))]),
  en('r4-exchange-where-when', "where's the money exchange counter and when does it open?", [
    deck(3),
    time('08:00'),
  ]),
  ar('r4-exchange-egy', 'الصرافة فين وبتفتح امتى؟', [deck(3), time('08:00')]),
  // ── Open now, opening and closing, for every kind of venue ──
  en('r4-exchange-now', 'is the currency exchange open right now?', [
    any(time('08:00'), time('15:00')),
    any(time('12:00'), time('19:00')),
  ]),
  en('r4-stargazing-close', 'what time does the stargazing deck close?', [time('23:30')]),
  ar('r4-stargazing-close-gulf', 'متى يسكر سطح رصد النجوم؟', [time('23:30')]),
  en('r4-excursion-desk-close', 'when does the shore excursion desk close', [time('20:00')]),
  ar('r4-excursion-desk-open-msa', 'متى يفتح مكتب الرحلات البرية؟', [time('08:00')]),
  en('r4-majlis-close', 'till what time is the majlis lounge open', [time('00:00')]),
  en('r4-juice-bar-late', 'is the juice bar still open at 10pm?', [time('23:00')]),
  ar('r4-gym-close-lev', 'الجيم لإيمتى فاتح؟', [time('22:00')]),
  en('r4-souq-open', 'what time does the souq open', [time('09:00')]),
  ar('r4-prayer-room-egy', 'المصلى بيفتح امتى؟', [any(/24/, 'على مدار الساعة')]),
  en('r4-medical-now', 'is the medical centre open now?', [time('08:00'), time('16:00')]),
  en('r4-pool-close', 'when does the lido pool close', [time('20:00')]),
  ar('r4-buffet-open-gulf', 'البوفيه متى يفتح الصبح؟', [time('06:30')]),
  // ── Two questions in one message ──
  en('r4-gym-where-when', 'where is the gym and what time does it open', [deck(17), time('06:00')]),
  en('r4-spa-wrap', 'where is the spa and how much is the body wrap', [deck(17), usd(140)]),
  ar('r4-theatre-msa', 'أين المسرح وما مواعيد العروض؟', [deck(7), time('19:30')]),
  en('r4-gallery-two', 'what deck is the photo gallery on and when does it close', [deck(4), time('22:00')]),
  ar('r4-spa-hammam-lev', 'وين السبا وقديش سعر الحمام التقليدي؟', [deck(17), usd(120)]),
  // ── Misspelt venue names ──
  typoEn('r4-fitnes-hours', 'whats the openin hours of the fitnes center', [time('06:00'), time('22:00')]),
  typoEn('r4-curency', 'where is the curency exchnage', [deck(3)]),
  typoEn('r4-kidz-close', 'wen does the kidz zone close', [time('22:00')]),
  typoAr('r4-bufia', 'وين البوفية؟', [deck(16)]),
  // ── Policies and offers asked as venue questions ──
  faqEn('r4-wine-tavola', 'can we get a glass of wine at la tavola?', ['alcohol-free']),
  // The Welcome Week Wi-Fi Bundle ($70) ended two days before the cruise's today: it is said not to run.
  faqEn('r4-internet-deal', 'any deals on internet packages?', ['Wi-Fi Bundle', /not available/]),
  faqAr('r4-wifi-offer-gulf', 'في عرض على الواي فاي؟', [any('باقة الإنترنت', 'Wi-Fi Bundle'), 'غير متاح']),
];

/** The same set under the name `pnpm eval --cases` reads. */
export const cases = venueR4Cases;
