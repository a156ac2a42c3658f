import { any, time } from '../facts.ts';
import type { Case } from '../types.ts';
import { oneTurn } from './helpers.ts';

const en = oneTurn('itinerary', 'en');
const ar = oneTurn('itinerary', 'ar');
const port = { sources: ['port'] };
/** No day of this cruise is spent at sea: every day has a port call. */
const noSeaDays =
  /no (?:sea days|days at sea|full days? at sea)|(?:isn'?t|is not|aren'?t|are not|there are) no|every day|each day|none/;
const noSeaDaysAr = any('لا توجد', 'لا يوجد', 'ليس هناك', 'ليست هناك', 'كل يوم', 'كل الأيام');

/**
 * The itinerary and its reasoning: departures, arrivals, all-aboard (departure minus 30 minutes),
 * sea days, overnight calls.
 */
export const itineraryCases: Case[] = [
  en('leave-jeddah', 'what time does the ship leave Jeddah today?', [time('22:00')], {
    ...port,
    forbid: ['prayer times'],
  }),
  en('all-aboard-jeddah', 'when do I have to be back on board tonight in Jeddah?', [time('21:30')], port),
  en('all-aboard-yanbu', 'what time do I need to be back on the ship in Yanbu?', [time('17:30')], port),
  en('all-aboard-aqaba', "what's the all aboard time in Aqaba?", [time('19:30')], port),
  en('all-aboard-sharm', 'we are going into Sharm on our own, when must we be back?', [time('18:30')], port),
  en('arrive-sharm', 'what time do we get into Sharm El Sheikh?', [time('09:00')], port),
  en('safaga-stay', 'how long are we docked in Safaga?', [time('07:00'), time('19:00')], port),
  en('sea-days', 'are there any sea days on this cruise?', [noSeaDays], port),
  en('overnight', 'do we stay overnight in any port?', [any('Al Wajh', 'AlUla')], {
    ...port,
    forbid: ['Yanbu'],
  }),
  en('aqaba-country', 'which country is Aqaba in?', ['Jordan'], port),
  en('after-sharm', 'where do we go after Sharm?', ['Aqaba'], port),
  en('back-in-jeddah', 'what time do we get back to Jeddah at the end of the cruise?', [time('07:00')], port),
  en('alula-leave', 'when does the ship leave Al Wajh?', [time('21:00')], port),
  en('yanbu-arrive', 'what time do we arrive in Yanbu?', [time('08:00')], port),
  ar('leave-jeddah', 'متى تغادر السفينة جدة اليوم؟', [time('22:00')], port),
  ar('all-aboard-aqaba', 'متى لازم أرجع للسفينة في العقبة؟', [time('19:30')], port),
  ar('all-aboard-yanbu', 'ما آخر موعد للعودة إلى السفينة في ينبع؟', [time('17:30')], port),
  ar('sea-days', 'هل في أيام كاملة في البحر بدون ميناء؟', [noSeaDaysAr], port),
  ar('yanbu-arrive', 'متى نوصل ينبع؟', [time('08:00')], port),
  ar('after-yanbu', 'وين نروح بعد ينبع؟', [any('الوجه', 'العلا', 'Al Wajh')], port),
  ar('overnight', 'في أي ميناء نبات ليلة؟', [any('الوجه', 'العلا', 'Al Wajh')], {
    ...port,
    forbid: [any('ينبع', 'Yanbu')],
  }),
  ar('safaga-country', 'سفاجا في أي دولة؟', [any('مصر', 'Egypt')], port),
];
