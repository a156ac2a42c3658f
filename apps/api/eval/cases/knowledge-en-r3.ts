import { any, deck, num, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { dialogue, oneTurn } from './helpers.ts';

const faq = oneTurn('faq', 'en');
const typo = oneTurn('typos', 'en');
const trip = oneTurn('itinerary', 'en');
const imported = oneTurn('imported', 'en');
const fixed = oneTurn('corrections', 'en');
const none = oneTurn('unanswerable', 'en');
const follow = (id: string, turns: Case['turns']) =>
  dialogue('followups', 'en', `knowledge-en-r3-${id}`, turns);
const unknown = { unanswerable: true } as const;
/** The eval's staff correction (corrections.ts) moves the Nakheel Lounge's closing to 02:00. */
const lateClose = time('02:00');
const kb = { sources: ['knowledge'] };
const notAllowed = /not (?:be )?(?:allowed|permitted)|may not|cannot|can'?t|prohibited/;

/**
 * English knowledge questions, round 3 (issue 9, branch knowledge-en), written from the seed data and
 * the eval's own spreadsheet before reading the concierge: FAQ asked sideways (alcohol without the word,
 * the real question at the end of a long message, the medical centre asked loosely), typos and glued
 * words, two itinerary facts in one question, follow-ups naming a listed item loosely, imported policies
 * in other words, paraphrases of the corrected question (and a near miss), and questions the data
 * cannot answer. Cases that fail stay in the set.
 */
export const knowledgeEnglishR3Cases: Case[] = [
  // Alcohol, asked without saying 'alcohol'.
  faq('r3-dry-ship-beer', 'is the ship dry? my husband was hoping to grab a beer by the pool', [
    'alcohol-free',
  ]),
  faq('r3-cocktail-sunset', 'can I get a proper cocktail at sunset or is it mocktails only?', [
    'alcohol-free',
  ]),
  faq('r3-wine-dinner', 'would it be possible to order a bottle of wine with dinner tonight?', [
    'alcohol-free',
  ]),
  // The real question at the end of a long message.
  faq(
    'r3-rambling-spa',
    "Okay so it's our 10th anniversary tomorrow and my wife has had a crazy few months at work, she really deserves a treat. I want to surprise her at the spa, but first — where even is the spa and what time does it open in the morning?",
    [deck(17), time('08:00')],
  ),
  faq(
    'r3-rambling-gym',
    'we ate way too much at the buffet last night and honestly I feel terrible lol, I need to work it off. what time does the gym open?',
    [time('06:00')],
  ),
  faq(
    'r3-rambling-prayer',
    "my father is 78 and very devout, he keeps worrying he'll miss his prayers while we're at sea. is there somewhere on board he can pray, even late at night?",
    [any('Prayer Room', deck(4)), /24 hours/],
  ),
  // The medical centre, asked loosely.
  faq('r3-sick-bay', "where's the sick bay on this ship?", [any('Medical Centre', deck(1))]),
  faq('r3-feeling-rough', 'I feel really rough, is there anyone on board I can see about it?', [
    any('Medical Centre', deck(1)),
  ]),
  faq('r3-nurse-hours', "my son's got an ear infection, when can we see someone at the clinic?", [
    time('08:00'),
    time('16:00'),
  ]),
  faq('r3-collapse-number', 'what number do I ring if someone collapses in our cabin?', [num(7777)]),
  // Typos and glued words.
  typo('r3-kidsclub-5yo', 'is ther a kidsclub for my 5 yr old', [any('Kids Zone', deck(18))]),
  typo('r3-room-servise-number', 'room servise number??', [num(3000)]),
  typo('r3-wat-time-spa', 'wat time dose the spa open', [time('08:00')]),
  typo('r3-docter-hours', 'docter hours onbord?', [time('08:00')]),
  typo('r3-wifi-pasword', 'hw do i get on the wifi,whats the pasword', ['Marsa-Guest']),
  typo('r3-smokingarea', 'wheres the smokingarea', [deck(16)]),
  typo('r3-laundrette', 'is ther a laundrette onboard for washing cloths', ['launderettes']),
  // Two itinerary facts in one question.
  trip('r3-sharm-in-out', 'when do we get into Sharm and when do we sail again?', [
    time('09:00'),
    time('19:00'),
  ]),
  trip('r3-aqaba-arrive-leave', 'Aqaba - what time do we arrive and what time do we leave?', [
    time('07:00'),
    time('20:00'),
  ]),
  trip('r3-yanbu-both', 'arrival and departure times for yanbu pls', [time('08:00'), time('18:00')]),
  trip('r3-wajh-in-out', 'when do we reach Al Wajh and when do we leave it?', [time('07:00'), time('21:00')]),
  trip('r3-safaga-dock-depart', 'what time do we dock at safaga and what time do we head off?', [
    time('07:00'),
    time('19:00'),
  ]),
  // Follow-ups naming a just-shown item loosely.
  follow('kids-vr-age', [
    { say: 'what activities do you have for kids?', expect: [any('Kids Zone', 'VR Zone')] },
    { say: 'how old do you have to be for the VR one?', expect: [num(10)] },
  ]),
  follow('spa-hammam-long', [
    { say: 'what treatments does the spa do?', expect: [any('Hammam', 'Signature Red Sea Massage')] },
    { say: 'how long does the hammam one take?', expect: [any(/60\s?(?:min|minutes)/, /1 hour|one hour/)] },
  ]),
  follow('aqaba-wadi-rum-leave', [
    { say: 'what trips are there in Aqaba?', expect: [any('Petra', 'Wadi Rum')] },
    { say: 'what time does the wadi rum one leave?', expect: [time('08:30')] },
  ]),
  follow('evening-cinema', [
    { say: "what's on tonight?", expect: [any('Red Sea Legends', 'Cinema Under the Stars')] },
    { say: 'what time does the outdoor movie thing start?', expect: [time('20:30')] },
  ]),
  // Imported policies (the eval's spreadsheet), in other words.
  imported(
    'r3-out-of-cabin',
    'what time do we have to be out of the cabin on the last day?',
    [time('08:30')],
    kb,
  ),
  imported(
    'r3-jacket-left',
    'I think I left my jacket on board after we got off, how long do you keep stuff?',
    [num(90)],
    { ...kb, forbid: [/(?<![\d.])30\s?days/] },
  ),
  imported(
    'r3-own-towels',
    'do we need to pack our own towels for the pool or do you hand them out?',
    ['Towel Hut'],
    kb,
  ),
  imported('r3-suitcase-weight', "what's the weight limit for suitcases?", [num(23)], kb),
  imported('r3-travel-kettle', 'can I bring a travel kettle for tea in the room?', [notAllowed], kb),
  imported('r3-nanny', 'is there a nanny service in the evenings so we can go out?', [usd(20)], kb),
  imported(
    'r3-cake-anniversary',
    'can we get a cake for our anniversary dinner and how much is it?',
    [usd(35)],
    kb,
  ),
  // The corrected question in other words (must get the correction), and near misses (must not).
  fixed('r3-til-nakheel', 'til when is the Nakheel open tonight?', [lateClose], { sources: ['correction'] }),
  fixed('r3-nakheel-how-late', 'how late does nakheel stay open?', [lateClose], { sources: ['correction'] }),
  fixed('r3-nakheel-shut', 'what time does the nakheel lounge shut', [lateClose], {
    sources: ['correction'],
  }),
  fixed('r3-near-majlis-til', 'til when is the Majlis open tonight?', [time('00:00')], {
    invented: [lateClose],
  }),
  fixed('r3-near-nakheel-where', "where's the nakheel lounge?", [deck(5)]),
  // Questions the data cannot answer: say so and offer staff, no invented list.
  none('r3-barber', 'is there a barber on board? I need a quick trim', [], {
    ...unknown,
    forbid: ['Amwaj Buffet', 'La Tavola'],
  }),
  none('r3-golf', 'do you have mini golf anywhere on the ship?', [], unknown),
  none('r3-dentist', 'I chipped a tooth, is there a dentist on board?', [], unknown),
];
