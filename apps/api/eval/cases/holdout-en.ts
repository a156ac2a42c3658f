import { any, deck, hours, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { asksToConfirm, dialogue, oneTurn } from './helpers.ts';

const unknown = { unanswerable: true } as const;

/**
 * English guest turns written from the seed data before the retrieval was tuned (issue 9), to check
 * that its fixes generalise: other paraphrases, misspellings, questions the data cannot answer,
 * comparisons and follow-ups. Like every case, they stay in the set when they fail.
 */
export const holdoutEnglishCases: Case[] = [
  oneTurn('faq', 'en')('cabin-ready', 'when can we get into our cabin on the first day?', [time('14:00')]),
  oneTurn('faq', 'en')('spa-free-cancel', 'how late can I cancel a spa appointment without paying?', [
    hours(12),
  ]),
  oneTurn('faq', 'en')('perfume', 'where can I buy oud or perfume on board?', [
    any('Souq Al Marsa', deck(4)),
  ]),
  oneTurn('typos', 'en')('medical-centre', 'wher is the medcal center', [deck(1)]),
  oneTurn('typos', 'en')('gym-close', 'wat time does the fitnes centre close', [time('22:00')]),
  oneTurn('venues', 'en')('excursion-desk', 'where do I go to book a tour on the ship?', [
    any('Shore Excursions Desk', deck(3)),
  ]),
  oneTurn('venues', 'en')('tavola-seats', 'how many people can La Tavola seat?', [num(120)]),
  oneTurn('comparisons', 'en')('safaga-longest', 'of the tours in Safaga, which one is the longest?', [
    hours(12),
    'Luxor',
  ]),
  oneTurn('comparisons', 'en')('aqaba-cheapest', 'cheapest tour to do in Aqaba?', ['Wadi Rum', usd(149)]),
  oneTurn('unanswerable', 'en')('voltage', 'what voltage are the sockets in the cabin?', [], unknown),
  oneTurn('unanswerable', 'en')('haircut', 'how much is a haircut on board?', [], unknown),
  oneTurn('unanswerable', 'en')('wifi-speed', 'how fast is the internet on the ship?', [], unknown),
  oneTurn('unanswerable', 'en')('doctor-name', "what's the name of the ship's doctor?", [], unknown),
  oneTurn('venues', 'en')('theatre-seats', 'how many seats are there in the theatre?', [num(900)]),
  dialogue('followups', 'en', 'bamboo-deck', [
    { say: 'tell me about Bamboo Kitchen', expect: [any('Pan-Asian', 'dim sum', 'teppanyaki')] },
    { say: 'which deck is that on?', expect: [deck(7)] },
    { say: 'and till what time is it open?', expect: [time('22:00')] },
  ]),
  dialogue('followups', 'en', 'yanbu-cheapest', [
    { say: 'what tours can we do in Yanbu?', expect: ['Snorkel', 'Ras Al Baridi'] },
    { say: 'which is cheaper?', expect: ['Ras Al Baridi', usd(75)] },
  ]),
  dialogue('room-service', 'en', 'juice-to-cabin', [
    {
      say: 'could you bring a fresh orange juice to my room?',
      expect: ['orange juice', asksToConfirm],
      request: true,
    },
    { say: 'yes', action: { kind: 'roomService', op: 'create', items: [/orange juice/] } },
  ]),
];
