import { any, deck, time } from '../facts.ts';
import type { Lang } from '../guest-session.ts';
import type { Case } from '../types.ts';
import { dialogue, oneTurn } from './helpers.ts';

/**
 * Staff corrections the eval makes through the admin API before the guests ask: a guest asks
 * `question`, and an admin corrects the AI learning it left with `correction`. A reply carrying a
 * correction's `signature` on any turn that does not expect that correction is a leak, judged as an
 * invented fact (issue 9, point 4).
 */
export const CORRECTIONS: { question: string; lang: Lang; correction: string; signature: RegExp }[] = [
  {
    question: 'What time does the Nakheel Lounge close?',
    lang: 'en',
    correction: 'The Nakheel Lounge on Deck 5 now stays open until 02:00 every night.',
    signature: /now stays open until 02:00/,
  },
  {
    question: 'Is there a casino on board?',
    lang: 'en',
    correction:
      'There is no casino on board. Instead, the Majlis Lounge on Deck 6 hosts a board-games night every Thursday at 20:00.',
    signature: /board-games night/,
  },
];

const en = oneTurn('corrections', 'en');
const ar = oneTurn('corrections', 'ar');
/** The Nakheel Lounge correction's fact, wrong for any other venue. */
const lateClose = time('02:00');
const gamesNight = any('thursday', 'الخميس');

/** The corrected questions in other words (must get the correction) and near misses (must not). */
export const correctionCases: Case[] = [
  en('same-nakheel', 'until when is the Nakheel Lounge open at night?', [lateClose], {
    sources: ['correction'],
  }),
  ar('same-nakheel', 'متى تقفل صالة النخيل؟', [lateClose], { sources: ['correction'] }),
  en('same-casino', 'do you guys have a casino?', [gamesNight], { sources: ['correction'] }),
  en('near-majlis', 'what time does the Majlis Lounge close?', [time('00:00')], { invented: [lateClose] }),
  en('near-layalina', 'when does Layalina close tonight?', [time('23:00')], { invented: [lateClose] }),
  ar('near-majlis', 'متى تقفل صالة المجلس؟', [time('00:00')], { invented: [lateClose] }),
  dialogue('corrections', 'en', 'near-followup-layalina', [
    { say: 'tell me about Layalina', expect: [any('Lebanese', 'Levantine', deck(5))] },
    { say: 'and what time does it close?', expect: [time('23:00')], invented: [lateClose] },
  ]),
  en('near-cinema', 'is there a cinema on board?', ['Cinema Under the Stars'], { invented: [gamesNight] }),
  en('near-games-kids', 'is there a games room for the kids?', [any('Kids Zone', 'VR Zone')], {
    invented: [gamesNight],
  }),
];
