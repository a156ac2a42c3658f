import type { deckMaps } from '../schema/index.ts';

export type NewDeckMap = typeof deckMaps.$inferInsert;

export const deckImageUrl = (deckNumber: number) =>
  `/images/decks/deck-${String(deckNumber).padStart(2, '0')}.svg`;

/** Staterooms per accommodation deck; they add up to SHIP_FIGURES.cabins (1,678). */
export const cabinsByDeck: Readonly<Record<number, number>> = {
  8: 204,
  9: 214,
  10: 218,
  11: 222,
  12: 222,
  13: 218,
  14: 212,
  15: 168,
};

/** Decks 1 and 2 have no layout drawing yet, so the guest map shows its 'coming soon' state there. */
const decksWithoutLayout = new Set([1, 2]);

const deckSeeds: { deckNumber: number; deckName: string; description: string }[] = [
  {
    deckNumber: 1,
    deckName: 'Tender',
    description: 'Tender platforms for ports without a berth, and the Medical Centre.',
  },
  {
    deckNumber: 2,
    deckName: 'Marina',
    description: 'The gangway deck: embarkation lobby and luggage services.',
  },
  {
    deckNumber: 3,
    deckName: 'Lobby',
    description:
      'The foot of the Grand Atrium with Guest Services, the Shore Excursions desk and currency exchange.',
  },
  {
    deckNumber: 4,
    deckName: 'Galleria',
    description: 'Boutiques, the souq, the photo gallery and the prayer room around the atrium.',
  },
  {
    deckNumber: 5,
    deckName: 'Promenade',
    description: 'The Fish Market, Layalina and the Nakheel Lounge, opening onto a wraparound promenade.',
  },
  {
    deckNumber: 6,
    deckName: 'Heritage',
    description: 'Irth, La Tavola and the Majlis Lounge, home of Arabic coffee and evening oud music.',
  },
  {
    deckNumber: 7,
    deckName: 'Boulevard',
    description: 'Bamboo Kitchen, Khuzama and the 900-seat Marsa Theatre.',
  },
  { deckNumber: 8, deckName: 'Coral', description: 'Staterooms, mostly ocean-view and accessible cabins.' },
  {
    deckNumber: 9,
    deckName: 'Pearl',
    description: 'Balcony and interior staterooms, with a self-service launderette.',
  },
  {
    deckNumber: 10,
    deckName: 'Dolphin',
    description: 'Balcony and interior staterooms, including family connecting cabins.',
  },
  {
    deckNumber: 11,
    deckName: 'Turtle',
    description: 'Balcony and interior staterooms, with a self-service launderette.',
  },
  { deckNumber: 12, deckName: 'Reef', description: 'Balcony and interior staterooms.' },
  {
    deckNumber: 13,
    deckName: 'Lagoon',
    description: 'Balcony staterooms and mini-suites, with a self-service launderette.',
  },
  { deckNumber: 14, deckName: 'Dune', description: 'Balcony staterooms and mini-suites.' },
  {
    deckNumber: 15,
    deckName: 'Royal',
    description: 'Royal and Grand Suites with butler service and a private suite lounge.',
  },
  {
    deckNumber: 16,
    deckName: 'Lido',
    description: 'Amwaj Buffet and Amwaj Terrace around the main pool and the juice and mocktail bar.',
  },
  {
    deckNumber: 17,
    deckName: 'Spa',
    description: 'Marsa Spa, the Serenity Suite, the adults-only Wellness Area and the Fitness Centre.',
  },
  {
    deckNumber: 18,
    deckName: 'Sports',
    description: 'The Water Park, Kids Zone, VR Zone, Space Diner and the sports court.',
  },
  {
    deckNumber: 19,
    deckName: 'Sun Deck',
    description:
      'The open top deck: Cinema Under the Stars, the yoga lawn, the hydroponic garden and the Stargazing Deck.',
  },
];

export function buildDeckMaps(): NewDeckMap[] {
  return deckSeeds.map((deck) => ({
    ...deck,
    imageUrl: decksWithoutLayout.has(deck.deckNumber) ? null : deckImageUrl(deck.deckNumber),
    isActive: true,
  }));
}
