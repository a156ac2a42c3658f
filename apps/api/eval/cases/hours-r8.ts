import { time } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

/**
 * Round 8: a place's hours asked when a policy of the same place also speaks of hours ('cancel up to
 * 12 hours before'): the answer is the clock times the place keeps, not the policy.
 */
const en = oneTurn('venues', 'en');
const ar = oneTurn('venues', 'ar');
const spaOpens = [time('08:00')];

export const hoursRound8Cases: Case[] = [
  en('r8-hrs-spa-open', 'what time does the spa open?', spaOpens),
  en('r8-hrs-spa-doors', 'spa opens at what time tmrw?', spaOpens),
  en('r8-hrs-spa-hours', 'what are the spa hours', spaOpens),
  en('r8-hrs-spa-close', 'until what time is the spa open in the evening?', [time('22:00')]),
  ar('r8-hrs-spa-egyptian', 'مواعيد السبا ايه؟', spaOpens),
  ar('r8-hrs-spa-egyptian-typo', 'عايزه اعرف مواعد السبا', spaOpens),
  ar('r8-hrs-spa-gulf', 'السبا متى يفتح؟', spaOpens),
  ar('r8-hrs-spa-msa', 'ما هي ساعات عمل السبا؟', spaOpens),
  ar('r8-hrs-spa-levantine', 'لأيمتى السبا فاتح بالليل؟', [time('22:00')]),
  en('r8-hrs-medical', 'what are the medical centre hours?', [time('08:00'), time('16:00')]),
  ar('r8-hrs-medical-ar', 'مواعيد العيادة امتى؟', [time('08:00'), time('16:00')]),
];
