import { any, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { dialogue, oneTurn } from './helpers.ts';

type Turns = Case['turns'];
const followEn = (id: string, turns: Turns) => dialogue('followups', 'en', `lists-r9-${id}`, turns);
const followAr = (id: string, turns: Turns) => dialogue('followups', 'ar', `lists-r9-${id}`, turns);
const itiEn = oneTurn('itinerary', 'en');
const itiAr = oneTurn('itinerary', 'ar');

const ROUTE = [any('Yanbu', 'ينبع'), any('Sharm', 'شرم'), any('Aqaba', 'العقبة'), any('Safaga', 'سفاجا')];

/**
 * Round 9 (issue 9): a list position said in words ('number two', 'تاني وحدة', 'الأولانية') picks
 * from the list just shown, even when the question sounds like the ship's own schedule ('what time
 * does the 2nd one depart?'); the whole route asked in any words ('what are the stops?', 'فين
 * هنروح؟') is the itinerary, not a rule that mentions ports; 'which restaurants are on deck 7?'.
 */
export const listR9Cases: Case[] = [
  followEn('safaga-number-one', [
    { say: 'what excursions are there in Safaga?', expect: ['Luxor', 'Hurghada'] },
    { say: 'how much is number one?', expect: [usd(229)], forbid: [usd(120), usd(29)] },
  ]),
  followAr('yanbu-second-one-gulf', [
    {
      say: 'وش الرحلات اللي في ينبع؟',
      expect: [any('رأس البريدي', 'Ras Al Baridi'), any('الغطس', 'Snorkel')],
    },
    { say: 'ثاني وحده متى تطلع؟', expect: [time('09:30')], forbid: [time('09:00')] },
  ]),
  followEn('sharm-2nd-leaves', [
    { say: 'tours in sharm?', expect: ['Ras Mohammed', 'Naama'] },
    { say: 'when does the 2nd one leave?', expect: [time('10:00')], forbid: [time('09:30')] },
  ]),
  itiEn('lists-r9-stops', 'what are the stops on this cruise?', ROUTE),
  itiEn('lists-r9-where-ship-goes', 'so where does the ship go?', ROUTE),
  itiAr('lists-r9-route-egy', 'هو احنا هنروح فين في الكروز ده؟', ROUTE),
  itiAr('lists-r9-route-gulf', 'وين بنوقف في الرحلة؟', ROUTE),
  followEn('deck-5-restaurants', [
    { say: 'which restaurants are on deck 5?', expect: ['Layalina', 'The Fish Market'] },
    { say: 'which of those closes later?', expect: ['Layalina', time('23:00')] },
  ]),
];
