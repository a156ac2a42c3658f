import { any, deck, hours, time, usd } from '../facts.ts';
import type { Case } from '../types.ts';
import { dialogue, oneTurn } from './helpers.ts';

const unknown = { unanswerable: true } as const;
const venue = oneTurn('venues', 'en');
const faq = oneTurn('faq', 'en');
const trip = oneTurn('itinerary', 'en');
const compare = oneTurn('comparisons', 'en');
const typo = oneTurn('typos', 'en');
const none = oneTurn('unanswerable', 'en');
const follow = (id: string, turns: Case['turns']) => dialogue('followups', 'en', `fresh-en-${id}`, turns);

/**
 * Fresh English guest turns (issue 9, branch fresh-en), written from the seed data before reading the
 * concierge: the wordings real guests use for the facts the ship holds (synonyms for open/close/where/cost,
 * British and American words, very short and chatty turns, politeness wrappers, negations, several
 * questions in one turn, pronouns across turns, typos). Cases that fail stay in the set.
 */
export const freshEnglishCases: Case[] = [
  // Venue hours, said the way guests say them.
  venue('fresh-en-pool-shut', 'when does the pool shut?', [time('20:00')]),
  venue('fresh-en-spa-hrs', 'spa hrs?', [time('08:00'), time('22:00')]),
  venue('fresh-en-gym-deck', 'gym deck', [deck(17)]),
  venue('fresh-en-juice-bar-till', 'how late is the juice bar open till?', [time('23:00')]),
  venue('fresh-en-waterpark-morning', 'what time does the water park open in the morning?', [time('09:00')]),
  venue('fresh-en-buffet-wrap-up', 'when does the buffet wrap up in the evening?', [time('22:30')]),
  venue('fresh-en-khuzama-last-orders', 'last orders at Khuzama?', [time('23:00')]),
  venue('fresh-en-show-kick-off', 'what time does the Red Sea Legends show kick off?', [time('19:30')]),
  venue('fresh-en-souq-in-port', 'is the souq open while we are in port?', [/closed in port|in port/]),
  // The eval's staff correction (corrections.ts) moves the Nakheel Lounge's closing to 02:00.
  venue(
    'fresh-en-nakheel-wondering',
    'I was wondering what time the Nakheel Lounge closes tonight',
    [time('02:00')],
    {
      sources: ['correction'],
    },
  ),
  venue('fresh-en-sports-court-finish', 'what time does the sports court finish for the day?', [
    time('21:00'),
  ]),
  // Where: located, find, get to, floor.
  venue('fresh-en-stargazing-get-to', 'how do I get to the stargazing deck?', [deck(19)]),
  venue('fresh-en-kids-club-located', 'whereabouts is the kids club located?', [deck(18)]),
  venue('fresh-en-chemist', 'could you tell me where the chemist is?', [any('Medical Centre', deck(1))]),
  venue('fresh-en-theatre-floor', 'which floor is the theatre on?', [deck(7)]),
  venue('fresh-en-find-exchange', 'where would I find somewhere to change money?', [
    any('Currency Exchange', deck(3)),
  ]),
  // Dress codes.
  venue('fresh-en-irth-dress', 'dress code for irth pls', [/elegant/]),
  venue('fresh-en-tavola-dress-up', 'do I need to dress up for La Tavola?', [/smart casual/]),
  // What it costs: how much, price, charge, pay, fee, free.
  venue('fresh-en-hammam-charge', "what's the charge for the hammam ritual?", [usd(120)]),
  venue('fresh-en-thermal-pay', 'what do I pay for a day in the thermal suite?', [usd(60)]),
  faq('fresh-en-space-diner-free', 'is the Space Diner free?', ['included']),
  venue('fresh-en-petra-fee', 'fee for the petra trip?', [usd(289)]),
  faq('fresh-en-doctor-charge', 'is there a charge to see the doctor?', [/charged/]),
  faq('fresh-en-wifi-pay', 'do I have to pay for the wifi?', ['included']),
  venue('fresh-en-couples-price', 'price of the couples retreat?', [usd(450)]),
  // Itinerary and all-aboard.
  trip('fresh-en-aqaba-back-on-board', 'what time do we have to be back on the ship in Aqaba?', [
    any(time('19:30'), /30 minutes/),
  ]),
  trip('fresh-en-sharm-pull-in', 'when do we pull into Sharm?', [time('09:00')]),
  trip('fresh-en-yanbu-set-sail', 'what time do we set sail from Yanbu?', [time('18:00')]),
  trip('fresh-en-jeddah-end', 'what time do we get back to Jeddah at the end of the cruise?', [
    time('07:00'),
  ]),
  // FAQ paraphrases: chatty, polite, negated, British and American words.
  faq('fresh-en-nowhere-smoke', 'is there nowhere to smoke on this ship?', [deck(16)]),
  faq('fresh-en-booze', 'are we allowed to bring booze on board?', ['alcohol-free']),
  faq('fresh-en-husband-pray', "hi there, my husband wants to know if there's somewhere to pray on board", [
    any('Prayer Room', deck(4)),
  ]),
  faq('fresh-en-get-online', 'how do I get online?', ['Marsa-Guest']),
  faq('fresh-en-lost-key-card', 'I lost my key card, what now?', [any('Guest Services', /replace/)]),
  faq('fresh-en-elevator-wheelchair', 'is there an elevator? my mum uses a wheelchair', [
    any(/lifts/, /wheelchair/),
  ]),
  faq('fresh-en-queasy', "I'm feeling queasy from the waves, can anyone help?", [
    any(/seasickness tablets/, 'Medical Centre'),
  ]),
  faq('fresh-en-toddler-kids-club', 'can my 2 year old join the kids club?', [/under 3|with a parent/]),
  faq('fresh-en-spa-age', "what's the minimum age for the spa?", [/16/]),
  faq('fresh-en-shells', 'am I allowed to keep a shell I pick up on the beach?', [/prohibited|no\b/]),
  faq('fresh-en-egypt-time', "what's the time difference in Egypt?", [/utc\+2/]),
  faq('fresh-en-pay-riyals', 'can I pay in riyals?', [/riyals/]),
  faq('fresh-en-laundry-and-hours', 'where can I wash my clothes and what are the hours?', [
    any(deck(9), /9, 11 and 13/),
    time('07:00'),
  ]),
  // Typos.
  typo('fresh-en-medical-typo', 'wher is the mediacl centre', [deck(1)]),
  typo('fresh-en-gym-open-typo', 'wat time dose the gym open', [time('06:00')]),
  // Comparisons.
  compare('fresh-en-hammam-vs-wrap', 'which is cheaper, the hammam or the body wrap?', ['Hammam', usd(120)]),
  compare('fresh-en-gym-vs-pool', 'which opens earlier, the gym or the pool?', [
    any('Fitness Centre', /gym/),
    time('06:00'),
  ]),
  compare('fresh-en-luxor-vs-petra', 'which is longer, the Luxor tour or Petra?', ['Luxor', hours(12)]),
  // Follow-ups with pronouns.
  follow('water-park', [
    { say: 'tell me about the water park', expect: [deck(18)] },
    { say: 'what time does it shut?', expect: [time('19:00')] },
    { say: 'are there lifeguards there?', expect: [/lifeguard/] },
  ]),
  follow('italian', [
    { say: "what's the Italian place called?", expect: ['La Tavola'] },
    { say: 'what deck is it on?', expect: [deck(6)] },
    { say: 'and when does it wrap up?', expect: [time('22:30')] },
  ]),
  follow('wadi-rum', [
    { say: 'how much is the Wadi Rum trip?', expect: [usd(149)] },
    { say: 'how long does it last?', expect: [hours(6)] },
  ]),
  // Not in the ship's records: the reply says so.
  none('fresh-en-loo', "where's the nearest loo?", [], unknown),
  none('fresh-en-cot', 'can I get a cot for the baby in our cabin?', [], unknown),
  none('fresh-en-pool-heated', 'is the pool heated?', [], unknown),

  // A second batch (fresh-en-2-…), written from the seed data after the first fixes and before any
  // further one, to measure how far those fixes generalise to wordings they were not made for.
  venue('fresh-en-2-spa-doors', 'what time does the spa open its doors?', [time('08:00')]),
  venue('fresh-en-2-gym-til', 'til what time can i use the gym', [time('22:00')]),
  venue('fresh-en-2-majlis-closing', "when's closing at the Majlis Lounge?", [time('00:00')]),
  venue('fresh-en-2-kids-zone-open', 'the kids zone, when does it open?', [time('09:00')]),
  venue('fresh-en-2-gallery-hours', 'opening hours for the photo gallery please', [
    time('10:00'),
    time('22:00'),
  ]),
  venue('fresh-en-2-waterpark-evening', 'is the water park open in the evening?', [time('19:00')]),
  venue('fresh-en-2-guest-services-typo', 'where abouts is guest services?', [deck(3)]),
  venue('fresh-en-2-theater-deck', 'which deck has the theater?', [deck(7)]),
  venue('fresh-en-2-swap-dollars', 'where do I go to swap dollars for riyals?', [
    any('Currency Exchange', deck(3)),
  ]),
  venue('fresh-en-2-nearest-pharmacy', "where's the nearest pharmacy", [any('Medical Centre', deck(1))]),
  venue('fresh-en-2-buffet-floor', 'hey, quick one: what floor is the buffet on?', [deck(16)]),
  venue('fresh-en-2-facial-set-back', 'how much would a facial set me back?', [usd(210)]),
  venue('fresh-en-2-thermal-extra', 'is the thermal suite included or do I pay extra?', [usd(60)]),
  venue('fresh-en-2-khuzama-dress', "could you let me know if there's a dress code for dinner at Khuzama", [
    /smart casual/,
  ]),
  venue('fresh-en-2-vr-age', 'how old do you have to be for the VR Zone?', [/10/]),
  venue('fresh-en-2-petra-two', 'how much for the petra tour for 2 people?', [usd(289)]),
  trip('fresh-en-2-yanbu-all-aboard', "what time's all aboard in Yanbu?", [time('17:30')]),
  trip('fresh-en-2-aqaba-dock', 'when do we dock in Aqaba?', [time('07:00')]),
  trip('fresh-en-2-sharm-leave', 'what time does the ship leave Sharm', [time('19:00')]),
  faq('fresh-en-2-vape-balcony', 'can I vape on my balcony?', [/not allowed/]),
  faq('fresh-en-2-pray-women', 'is there a place to pray for women?', [any(/separate/, 'Prayer Room')]),
  faq('fresh-en-2-wife-seasick', 'my wife gets seasick, anything on board for that?', [
    /seasickness tablets/,
  ]),
  faq('fresh-en-2-doctor-u', 'do u have a doctor on the ship', [any('Medical Centre', deck(1))]),
  faq('fresh-en-2-lift-top', 'is there a lift to the top deck', [/lifts/]),
  faq('fresh-en-2-lose-room-key', 'what do I do if I lose my room key', [any('Guest Services', /replace/)]),
  faq('fresh-en-2-washing', 'where can I get some washing done', [
    any(/launderette/, /9, 11 and 13/, /laundry/),
  ]),
  compare('fresh-en-2-facial-vs-massage', 'which is more expensive, the facial or the massage?', [
    'Facial',
    usd(210),
  ]),
  follow('2-fish-market', [
    { say: 'where is the Fish Market?', expect: [deck(5)] },
    { say: 'what time does it open?', expect: [time('12:00')] },
    { say: 'do I need to dress up?', expect: [/smart casual/] },
  ]),
  none('fresh-en-2-hairdryer', 'is there a hairdryer in the cabin?', [], unknown),
  none('fresh-en-2-bathrobe', 'can I get a bathrobe for the spa?', [], unknown),

  // A third batch (fresh-en-3-…), written from the seed data after the second round of fixes and
  // before any further one.
  venue('fresh-en-3-gym-hours', "what are the gym's hours?", [time('06:00'), time('22:00')]),
  venue('fresh-en-3-tavola-stop-serving', 'what time do they stop serving at La Tavola?', [time('22:30')]),
  venue('fresh-en-3-sports-till-when', 'till when is the Sports Court open?', [time('21:00')]),
  venue('fresh-en-3-cinema-at-8', 'does the cinema start at 8?', [time('20:30')]),
  venue('fresh-en-3-souq-which-deck', 'on which deck can I find the souq?', [deck(4)]),
  venue('fresh-en-3-medical-center', 'how would I get to the medical center', [deck(1)]),
  venue('fresh-en-3-prayer-directions', 'directions to the prayer room pls', [deck(4)]),
  venue('fresh-en-3-gallery-deck-4', 'is the photo gallery on deck 4?', [deck(4)]),
  venue('fresh-en-3-luxor-damage', "what's the damage for the Luxor tour?", [usd(229)]),
  venue('fresh-en-3-massage-price', 'how much is a massage', [usd(180)]),
  venue('fresh-en-3-hammam-price-pls', 'hammam price pls', [usd(120)]),
  venue('fresh-en-3-hot-tub', 'do you have a hot tub?', [/whirlpool/]),
  venue('fresh-en-3-jacuzzi', 'is there a jacuzzi on the ship?', [/whirlpool/]),
  faq('fresh-en-3-room-service-free', 'is room service free?', [any(/complimentary/, /charge/)]),
  trip('fresh-en-3-safaga-back', 'what time should we be back onboard in Safaga?', [time('18:30')]),
  trip('fresh-en-3-yanbu-arrive', 'what time do we arrive in Yanbu?', [time('08:00')]),
  faq('fresh-en-3-smoke-cabin', 'can I smoke in my cabin?', [/not allowed|cleaning fee/]),
  faq('fresh-en-3-vape-deck', 'is vaping allowed on deck?', [deck(16)]),
  faq('fresh-en-3-nut-allergy', 'my son has a nut allergy, is that ok?', [/nuts|allerg/]),
  faq('fresh-en-3-wifi-called', "what's the wifi called?", ['Marsa-Guest']),
  faq('fresh-en-3-laundry-done', 'how do I get my laundry done?', [any(/wardrobe/, /launderette/)]),
  faq('fresh-en-3-doctor-night', 'is there a doctor on call at night?', [any(/24 hours/, /7777/)]),
  compare('fresh-en-3-petra-vs-wadi', 'which is cheaper, Petra or Wadi Rum?', ['Wadi Rum', usd(149)]),
  compare('fresh-en-3-spa-vs-gym-late', 'which closes later, the spa or the gym?', [time('22:00')]),
  follow('3-layalina', [
    { say: "what's Layalina like?", expect: [any('Lebanese', 'Levantine', 'mezze')] },
    { say: 'how late is it open?', expect: [time('23:00')] },
    { say: 'where is it?', expect: [deck(5)] },
  ]),
  none('fresh-en-3-bike', 'can I rent a bike on board?', [], unknown),
  none('fresh-en-3-haircut', 'can I get a haircut onboard?', [], unknown),

  // A fourth batch (fresh-en-r4-…, round 2): the FAQ in other words, one or more per seeded topic,
  // written from packages/db/src/seed/knowledge-en.ts before any round-2 fix.
  faq('fresh-en-r4-ship-guests', 'how many passengers can the ship take?', ['3,362']),
  faq('fresh-en-r4-terminal-arrive', 'what time should we turn up at the cruise terminal on day one?', [
    any('two hours', time('12:00')),
  ]),
  faq('fresh-en-r4-suitcases-out', 'when do our suitcases have to go outside the cabin on the last night?', [
    time('23:00'),
  ]),
  faq('fresh-en-r4-visa', 'do I need a visa for this trip?', [/visa/]),
  faq('fresh-en-r4-swimsuit', 'can I walk around the ship in my swimsuit?', [any(/cover-up/, /pool decks/)]),
  faq('fresh-en-r4-riyals', 'can I pay with riyals on board?', [any(/riyals/, /us dollars/)]),
  faq('fresh-en-r4-clocks', 'do the clocks change during the cruise?', [any(/utc\+2/, /evening before/)]),
  faq(
    'fresh-en-r4-steward-tip',
    'should we leave some money for the cabin steward or is service already in the price?',
    [/included/],
  ),
  faq('fresh-en-r4-wine-ashore', 'we picked up some wine in town, can we carry it back onto the ship?', [
    any(/alcohol-free/, /may not bring alcohol/),
  ]),
  faq('fresh-en-r4-laptop-online', 'how can I get my laptop connected to the internet onboard?', [
    'Marsa-Guest',
  ]),
  faq('fresh-en-r4-cell-roaming', 'will I pay roaming if I use my cell at sea?', [
    any(/roaming/, /airplane mode/),
  ]),
  faq('fresh-en-r4-key-card-lost', "I can't find my room key card", [any(/replace/, 'Guest Services')]),
  faq('fresh-en-r4-wash-clothes', 'where can I wash my own clothes?', [/decks? 9\b/, /\b11\b/, /\b13\b/]),
  faq('fresh-en-r4-qibla', 'which way is the qibla on the ship?', [any(/qibla indicator/, 'Prayer Room')]),
  faq('fresh-en-r4-maghrib', 'where can I see what time maghrib is today?', [
    any('Marsa Today', /channel 1/),
  ]),
  faq('fresh-en-r4-wheelchair', 'can I borrow a wheelchair?', [/wheelchair/, 'Guest Services']),
  faq('fresh-en-r4-sunglasses', 'I left my sunglasses by the pool, who do I ask?', [
    any('Guest Services', /dial 0/),
  ]),
  faq('fresh-en-r4-duty-free', 'is the shopping on board duty free?', [/tax-free/]),
  faq('fresh-en-r4-buffet-reserve', 'do we have to reserve for the buffet?', [/no reservation/]),
  faq('fresh-en-r4-pork', 'is there any pork on the menu?', [any(/no pork/, /halal/)]),
  faq('fresh-en-r4-bathroom-tap', 'can I drink the water from the bathroom tap?', [
    any(/drinking standards/, /desalinated/),
  ]),
  faq('fresh-en-r4-restaurants-extra', 'which restaurants cost extra?', [any(/specialty/, /charged/)]),
  faq('fresh-en-r4-massage-cancel-window', 'until when can I call off my massage without being charged?', [
    /12 hours/,
  ]),
  faq('fresh-en-r4-spa-no-show', "what happens if I don't show up for my spa appointment?", [/50%/]),
  faq(
    'fresh-en-r4-tour-cancel-late',
    'how late can I drop out of a shore tour and still get my money back?',
    [/24 hours/],
  ),
  faq('fresh-en-r4-tour-cancel-fee', 'is there a fee to cancel an excursion?', [
    any(/24 hours/, /free of charge/),
  ]),
  faq('fresh-en-r4-kids-age', 'from what age can children join the kids club?', [/3 to 12/]),
  faq('fresh-en-r4-back-before-sailing', 'how long before the ship leaves do we need to be back?', [
    /30 minutes/,
  ]),
  faq(
    'fresh-en-r4-seashells',
    'my daughter collected some pretty seashells on the beach, can she keep them?',
    [/prohibited/],
  ),
  faq('fresh-en-r4-drone', 'can I fly my drone at the heritage sites?', [/drones/]),
  faq('fresh-en-r4-drill-compulsory', 'is the safety drill compulsory?', [/mandatory/]),
  faq('fresh-en-r4-seven-blasts', 'what does it mean if I hear seven short blasts?', [/general emergency/]),
  faq('fresh-en-r4-pools-supervised', 'are the pools supervised?', [/lifeguards/]),
  faq('fresh-en-r4-queasy', 'I feel queasy, do you have anything for motion sickness?', [
    any(/seasickness tablets/, /free at guest services/),
  ]),
  faq('fresh-en-r4-heat', 'how hot does it get ashore?', [/35/]),
  faq('fresh-en-r4-gratuities-bill', 'are gratuities added to our bill?', [/included/]),
  faq('fresh-en-r4-phone-online', 'how do I get my phone online?', ['Marsa-Guest']),
];
