import type { itineraryPorts } from '../schema/index.ts';
import { isoDateAfter } from './dates.ts';

export type NewItineraryPort = typeof itineraryPorts.$inferInsert;

/** The port's key links excursions to it; days count from embarkation day (day 0 = today). */
export type PortSeed = Omit<NewItineraryPort, 'arrivalDate' | 'departureDate' | 'portOrder'> & {
  key: PortKey;
  arrivalDay: number;
  departureDay: number;
};

export type PortKey =
  | 'jeddah'
  | 'yanbu'
  | 'al-wajh'
  | 'sharm-el-sheikh'
  | 'aqaba'
  | 'safaga'
  | 'jeddah-return';

/** A seven-night Red Sea round trip from Jeddah, in sailing order. */
export const portSeeds: PortSeed[] = [
  {
    key: 'jeddah',
    portName: 'Jeddah',
    country: 'Saudi Arabia',
    description:
      'Embark in the Bride of the Red Sea. Before sail-away, wander the coral-stone lanes of UNESCO-listed Al-Balad, where merchant houses with carved rawasheen balconies have stood for centuries.',
    arrivalDay: 0,
    arrivalTime: '12:00',
    departureDay: 0,
    departureTime: '22:00',
    timezone: 'UTC+3',
    activities: [
      'Embarkation from 12:00 at the Jeddah Islamic Port cruise terminal',
      'Walk the historic lanes of Al-Balad',
      'See King Fahd’s Fountain from the Corniche',
      'Browse spices and oud in Souq Al Alawi',
      'Sail-away celebration on the Lido deck',
    ],
    highlights: ['UNESCO-listed Historic Jeddah', 'The world’s tallest fountain', 'Sunset sail-away'],
    imageUrl: '/images/ports/jeddah.svg',
  },
  {
    key: 'yanbu',
    portName: 'Yanbu',
    country: 'Saudi Arabia',
    description:
      'A garden city on the Red Sea with some of the clearest water of the Saudi coast, famous for its fringing reefs, its old town of coral houses and its spring flower festival.',
    arrivalDay: 1,
    arrivalTime: '08:00',
    departureDay: 1,
    departureTime: '18:00',
    timezone: 'UTC+3',
    activities: [
      'Snorkel the fringing reefs',
      'Stroll the restored Yanbu Al Bahr old town',
      'Relax on the white sands of Ras Al Baridi',
      'Visit the Yanbu waterfront and fish market',
    ],
    highlights: ['Crystal-clear reef snorkelling', 'Coral-stone old town', 'Quiet white-sand beaches'],
    imageUrl: '/images/ports/yanbu.svg',
  },
  {
    key: 'al-wajh',
    portName: 'Al Wajh (for AlUla)',
    country: 'Saudi Arabia',
    description:
      'An overnight call at the gateway to AlUla, an open-air museum of sandstone canyons where the Nabataean tombs of Hegra, Saudi Arabia’s first UNESCO site, are carved into the rock.',
    arrivalDay: 2,
    arrivalTime: '07:00',
    departureDay: 3,
    departureTime: '21:00',
    timezone: 'UTC+3',
    activities: [
      'Full-day expedition to Hegra and AlUla Old Town',
      'Sunset at Elephant Rock',
      'Hot-air balloon flight over the Ashar Valley',
      'Stargazing in the Gharameel desert',
      'Explore the Al Wajh heritage quarter',
    ],
    highlights: ['Nabataean tombs of Hegra', 'Elephant Rock at sunset', 'Overnight in port'],
    imageUrl: '/images/ports/al-wajh.svg',
  },
  {
    key: 'sharm-el-sheikh',
    portName: 'Sharm El Sheikh',
    country: 'Egypt',
    description:
      'The southern tip of the Sinai Peninsula, where the desert mountains meet some of the world’s most celebrated coral reefs in Ras Mohammed National Park.',
    arrivalDay: 4,
    arrivalTime: '09:00',
    departureDay: 4,
    departureTime: '19:00',
    timezone: 'UTC+2',
    activities: [
      'Dive or snorkel at Ras Mohammed National Park',
      'Glass-bottom boat ride over the reefs',
      'Evening stroll on Naama Bay promenade',
      'Shop in the Old Market',
    ],
    highlights: ['Ras Mohammed National Park', 'Naama Bay', 'Sinai mountain views'],
    imageUrl: '/images/ports/sharm-el-sheikh.svg',
  },
  {
    key: 'aqaba',
    portName: 'Aqaba',
    country: 'Jordan',
    description:
      'Jordan’s only port, on the Gulf of Aqaba, and the gateway to two wonders: the rose-red city of Petra and the Mars-like valley of Wadi Rum.',
    arrivalDay: 5,
    arrivalTime: '07:00',
    departureDay: 5,
    departureTime: '20:00',
    timezone: 'UTC+3',
    activities: [
      'Walk the Siq to Petra’s Treasury',
      'Jeep safari through Wadi Rum',
      'Snorkel the Japanese Garden reef',
      'Visit Aqaba Fort and the flagpole plaza',
    ],
    highlights: ['Petra, a New Wonder of the World', 'Wadi Rum protected area', 'Gulf of Aqaba reefs'],
    imageUrl: '/images/ports/aqaba.svg',
  },
  {
    key: 'safaga',
    portName: 'Safaga',
    country: 'Egypt',
    description:
      'A quiet harbour on Egypt’s Red Sea coast, known for its healing black-sand beaches and as the closest port to the temples of Luxor on the Nile.',
    arrivalDay: 6,
    arrivalTime: '07:00',
    departureDay: 6,
    departureTime: '19:00',
    timezone: 'UTC+2',
    activities: [
      'Full-day tour of Karnak and Luxor temples',
      'Black-sand therapy at a Soma Bay beach club',
      'Shop the Hurghada Marina bazaar',
      'Kitesurf lessons in Safaga Bay',
    ],
    highlights: ['Temples of Luxor and Karnak', 'Mineral black-sand beaches', 'Steady winds for kitesurfing'],
    imageUrl: '/images/ports/safaga.svg',
  },
  {
    key: 'jeddah-return',
    portName: 'Jeddah',
    country: 'Saudi Arabia',
    description:
      'Return to Jeddah for disembarkation after breakfast. Guests flying later can store luggage at the terminal and visit the Jeddah Corniche or the Red Sea Mall.',
    arrivalDay: 7,
    arrivalTime: '07:00',
    departureDay: 7,
    departureTime: '12:00',
    timezone: 'UTC+3',
    activities: [
      'Farewell breakfast at Amwaj Buffet',
      'Disembarkation by deck from 08:00',
      'Luggage storage at the cruise terminal',
      'Transfers to King Abdulaziz International Airport',
    ],
    highlights: ['Easy airport transfers', 'Farewell breakfast', 'Jeddah Corniche'],
    imageUrl: '/images/ports/jeddah.svg',
  },
];

/** Ports with dates relative to `today`, the first port being today (UTC date). */
export function buildItinerary(today: Date): { key: PortKey; row: NewItineraryPort }[] {
  return portSeeds.map(({ key, arrivalDay, departureDay, ...port }, index) => ({
    key,
    row: {
      ...port,
      portOrder: index + 1,
      arrivalDate: isoDateAfter(today, arrivalDay),
      departureDate: isoDateAfter(today, departureDay),
    },
  }));
}
