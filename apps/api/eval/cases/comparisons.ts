import { any, hours, minutes, num, sar, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

const en = oneTurn('comparisons', 'en');
const ar = oneTurn('comparisons', 'ar');

/** Reasoning over lists: cheapest, dearest, longest, shortest, earliest, totals, riyals. */
export const comparisonCases: Case[] = [
  en('cheapest-excursion', "what's the cheapest excursion?", ['Hurghada Marina', usd(29)], {
    sources: ['excursion'],
    forbid: ['Petra'],
  }),
  en('dearest-excursion', 'which shore excursion is the most expensive?', ['Hot-Air Balloon', usd(1250)], {
    sources: ['excursion'],
    forbid: ['Hurghada'],
  }),
  en('longest-excursion', 'which excursion takes the longest?', [hours(12), any('AlUla & Hegra', 'Luxor')], {
    sources: ['excursion'],
    forbid: ['Hurghada'],
  }),
  en(
    'shortest-excursion',
    "what's the shortest tour I can do ashore?",
    [hours(3), any('Corniche', 'Naama Bay')],
    {
      sources: ['excursion'],
      forbid: ['Petra'],
    },
  ),
  en('longest-spa', 'which spa treatment lasts the longest?', [any('Thermal Suite', 'Serenity Suite')], {
    sources: ['spa'],
    forbid: ['Desert Rose'],
  }),
  en('cheapest-spa', 'cheapest thing at the spa?', ['Thermal Suite Day Pass', usd(60)], {
    sources: ['spa'],
    forbid: ['Serenity'],
  }),
  en('dearest-spa', 'most expensive spa treatment?', ['Serenity Suite', usd(450)], {
    sources: ['spa'],
    forbid: ['Desert Rose'],
  }),
  en(
    'earliest-restaurant',
    'which restaurant opens earliest in the morning?',
    ['Amwaj Buffet', time('06:30')],
    {
      sources: ['restaurant'],
      forbid: ['Irth'],
    },
  ),
  en('latest-restaurant', 'which restaurants are open latest at night?', [time('23:00')], {
    sources: ['restaurant'],
    forbid: ['La Tavola'],
  }),
  en('best-rated', "what's the highest rated restaurant?", ['Irth', '4.9'], {
    sources: ['restaurant'],
    forbid: ['Amwaj Buffet'],
  }),
  en('biggest-restaurant', 'which restaurant has the most seats?', ['Amwaj Buffet', num(520)], {
    sources: ['restaurant'],
    forbid: ['Irth'],
  }),
  en('petra-total', 'how much would the Petra tour cost for 4 of us altogether?', [usd(1156)], {
    sources: ['excursion'],
  }),
  en('petra-sar', 'how much is the Petra Grand Tour in Saudi riyals?', [sar(1083.75)], {
    sources: ['excursion'],
  }),
  en('shortest-spa', 'quickest spa treatment? I only have an hour', [minutes(60)], {
    sources: ['spa'],
    forbid: ['Serenity'],
  }),
  ar('cheapest-excursion', 'ما أرخص رحلة برية؟', [any('الغردقة', 'Hurghada'), usd(29)], {
    sources: ['excursion'],
    forbid: [any('البتراء', 'Petra')],
  }),
  ar('dearest-spa', 'ما أغلى علاج في السبا؟', [any('جناح السكينة', 'Serenity'), usd(450)], {
    sources: ['spa'],
    forbid: [any('وردة الصحراء', 'Desert Rose')],
  }),
  ar('longest-excursion', 'ما أطول رحلة شاطئية؟', [hours(12)], {
    sources: ['excursion'],
    forbid: [any('الغردقة', 'Hurghada')],
  }),
  ar('earliest-restaurant', 'أي مطعم يفتح بدري الصبح؟', [any('بوفيه أمواج', 'Amwaj Buffet'), time('06:30')], {
    sources: ['restaurant'],
    forbid: [any('إرث', 'Irth')],
  }),
  ar('wadi-rum-total', 'كم يكلف وادي رم لثلاثة أشخاص؟', [usd(447)], { sources: ['excursion'] }),
];
