import type { ExcursionSeed } from './excursions.ts';

/** Shore excursions from the Saudi ports: Jeddah, Yanbu and Al Wajh (for AlUla). */
export const saudiExcursionSeeds: ExcursionSeed[] = [
  {
    slug: 'al-balad-heritage-walk',
    port: 'jeddah',
    title: 'Al-Balad Heritage Walk',
    description:
      'A guided afternoon walk through Historic Jeddah before sail-away: coral-stone merchant houses, hidden courtyards, the oldest mosques of the city and the spice-scented Souq Al Alawi.',
    category: 'cultural',
    difficultyLevel: 'easy',
    duration: '4 hours',
    priceCents: 4_500,
    departureTime: '14:00',
    returnTime: '18:00',
    capacity: 30,
    highlights: [
      'Nasseef House, the 19th-century merchant mansion',
      'Carved wooden rawasheen balconies',
      'Souq Al Alawi spice market',
      'Dates and Arabic coffee in a restored courtyard',
    ],
    gallery: [
      {
        slug: 'al-balad-nasseef-house',
        caption: 'Nasseef House',
        stop: {
          description:
            'The merchant mansion where King Abdulaziz stayed in 1925, built around a famous neem tree.',
          lat: 21.4833,
          lng: 39.1868,
        },
      },
      {
        slug: 'al-balad-souq-al-alawi',
        caption: 'Souq Al Alawi',
        stop: {
          description:
            'The old market street leading towards Makkah Gate, lined with spice, oud and textile sellers.',
          lat: 21.4851,
          lng: 39.1879,
        },
      },
      {
        slug: 'al-balad-bab-makkah',
        caption: 'Bab Makkah',
        stop: {
          description: 'The restored gate through which pilgrims once left Jeddah on the road to Makkah.',
          lat: 21.4816,
          lng: 39.1922,
        },
      },
    ],
    arMarkers: [
      { title: 'Nasseef House', position: { x: 22, y: 44 } },
      { title: 'Al-Shafi’i Mosque minaret', position: { x: 54, y: 36 } },
      { title: 'Souq Al Alawi', position: { x: 80, y: 52 } },
    ],
  },
  {
    slug: 'jeddah-corniche-and-souq-shopping',
    port: 'jeddah',
    title: 'Jeddah Corniche & Souq Shopping',
    description:
      'A relaxed shopping tour: the perfume and gold souqs of Al-Balad, a stop on the Corniche for photos of King Fahd’s Fountain and free time at the Red Sea Mall.',
    category: 'shopping',
    difficultyLevel: 'easy',
    duration: '3 hours',
    priceCents: 3_500,
    departureTime: '14:30',
    returnTime: '17:30',
    capacity: 40,
    highlights: [
      'Oud and perfume souq with time to bargain',
      'Gold souq of Al-Balad',
      'King Fahd’s Fountain photo stop',
      'Free time at the Red Sea Mall',
    ],
    gallery: [
      { slug: 'jeddah-corniche-fountain', caption: 'King Fahd’s Fountain' },
      { slug: 'jeddah-gold-souq', caption: 'The gold souq' },
    ],
    arMarkers: null,
  },
  {
    slug: 'yanbu-reef-snorkel-safari',
    port: 'yanbu',
    title: 'Yanbu Reef Snorkel Safari',
    description:
      'Cruise by dive boat to the outer reefs of Yanbu for two snorkel stops over pristine hard coral, with a marine guide, lunch on board and a chance to swim with green turtles.',
    category: 'adventure',
    difficultyLevel: 'moderate',
    duration: '5 hours',
    priceCents: 9_500,
    departureTime: '09:00',
    returnTime: '14:00',
    capacity: 24,
    highlights: [
      'Two snorkel stops on the outer reef',
      'Green turtles and reef sharks',
      'Marine biologist guide',
      'Lunch on the boat',
    ],
    gallery: [
      {
        slug: 'yanbu-outer-reef',
        caption: 'Outer reef drop-off',
        stop: {
          description:
            'A wall of table corals dropping into deep blue water, home to barracuda and fusiliers.',
          lat: 24.0325,
          lng: 37.987,
        },
      },
      {
        slug: 'yanbu-coral-garden',
        caption: 'Coral garden',
        stop: {
          description: 'Shallow coral heads in calm water, perfect for first-time snorkellers.',
          lat: 24.011,
          lng: 37.971,
        },
      },
      {
        slug: 'yanbu-turtle-point',
        caption: 'Turtle point',
        stop: {
          description: 'Seagrass meadows where green turtles graze in the late morning.',
          lat: 24.0482,
          lng: 38.0023,
        },
      },
    ],
    arMarkers: [
      { title: 'Table coral', position: { x: 30, y: 66 } },
      { title: 'Reef sharks patrol here', position: { x: 62, y: 58 } },
      { title: 'Dive boat', position: { x: 85, y: 22 } },
    ],
  },
  {
    slug: 'ras-al-baridi-beach-club-day',
    port: 'yanbu',
    title: 'Ras Al Baridi Beach Club Day',
    description:
      'A lazy day at a private beach club north of Yanbu: shaded cabanas, a turquoise lagoon, paddleboards and a seafood lunch under the palms.',
    category: 'relaxation',
    difficultyLevel: 'easy',
    duration: '6 hours',
    priceCents: 7_500,
    departureTime: '09:30',
    returnTime: '15:30',
    capacity: 40,
    highlights: [
      'Reserved shaded cabana for the day',
      'Paddleboards and kayaks included',
      'Grilled seafood lunch',
      'Calm lagoon suitable for children',
    ],
    gallery: [
      {
        slug: 'ras-al-baridi-lagoon',
        caption: 'The lagoon',
        stop: {
          description: 'A sheltered lagoon of white sand and shallow turquoise water.',
          lat: 24.2593,
          lng: 37.6329,
        },
      },
      { slug: 'ras-al-baridi-cabanas', caption: 'Beach cabanas' },
    ],
    arMarkers: [
      { title: 'Lagoon swimming area', position: { x: 40, y: 60 } },
      { title: 'Beach club cabanas', position: { x: 72, y: 55 } },
    ],
  },
  {
    slug: 'alula-and-hegra-heritage-expedition',
    port: 'al-wajh',
    title: 'AlUla & Hegra Heritage Expedition',
    description:
      'A full day in AlUla: the monumental Nabataean tombs of Hegra, the Lihyanite capital of Dadan and the mud-brick lanes of AlUla Old Town, with lunch at a farm restaurant among the palms.',
    category: 'cultural',
    difficultyLevel: 'moderate',
    duration: '12 hours',
    priceCents: 39_500,
    departureTime: '06:30',
    returnTime: '18:30',
    capacity: 36,
    highlights: [
      'Qasr Al Farid, the lonely castle of Hegra',
      'Lion tombs of Dadan',
      'AlUla Old Town and its 900 mud-brick houses',
      'Farm-to-table lunch in a date oasis',
    ],
    gallery: [
      {
        slug: 'hegra-qasr-al-farid',
        caption: 'Qasr Al Farid, Hegra',
        stop: {
          description: 'A four-storey Nabataean tomb carved into a single, free-standing sandstone outcrop.',
          lat: 26.7925,
          lng: 37.9536,
        },
      },
      {
        slug: 'alula-dadan',
        caption: 'Dadan',
        stop: {
          description:
            'Capital of the Dadanite and Lihyanite kingdoms, with lion tombs cut into the cliff face.',
          lat: 26.646,
          lng: 37.933,
        },
      },
      {
        slug: 'alula-old-town',
        caption: 'AlUla Old Town',
        stop: {
          description:
            'A walled town of stone and mud-brick houses inhabited from the 12th century until the 1980s.',
          lat: 26.6167,
          lng: 37.9158,
        },
      },
    ],
    arMarkers: [
      { title: 'Qasr Al Farid', position: { x: 18, y: 42 } },
      { title: 'Jabal Ithlib', position: { x: 47, y: 40 } },
      { title: 'Nabataean inscriptions', position: { x: 76, y: 50 } },
    ],
  },
  {
    slug: 'elephant-rock-sunset-and-stargazing',
    port: 'al-wajh',
    title: 'Elephant Rock Sunset & Stargazing',
    description:
      'A family evening in the AlUla desert: sunset mocktails at Elephant Rock, a Bedouin-style dinner in the sand and telescopes pointed at one of the darkest skies in Arabia.',
    category: 'family',
    difficultyLevel: 'easy',
    duration: '10 hours',
    priceCents: 16_500,
    departureTime: '12:00',
    returnTime: '22:00',
    capacity: 40,
    highlights: [
      'Sunset at Jabal AlFil, the Elephant Rock',
      'Bedouin-style dinner by the fire',
      'Telescope session with an astronomer',
      'Kids’ sand-art and star-map activities',
    ],
    gallery: [
      {
        slug: 'alula-elephant-rock',
        caption: 'Elephant Rock',
        stop: {
          description:
            'A 52-metre sandstone rock eroded into the shape of an elephant, glowing red at sunset.',
          lat: 26.6766,
          lng: 37.956,
        },
      },
      {
        slug: 'alula-gharameel-stars',
        caption: 'Gharameel night sky',
        stop: {
          description: 'Sandstone pinnacles beneath a dark-sky reserve, where the Milky Way rises overhead.',
          lat: 26.768,
          lng: 37.819,
        },
      },
    ],
    arMarkers: [
      { title: 'Elephant Rock', position: { x: 35, y: 45 } },
      { title: 'Milky Way', position: { x: 60, y: 18 } },
      { title: 'Bedouin camp', position: { x: 82, y: 58 } },
    ],
  },
  {
    slug: 'private-hot-air-balloon-over-alula',
    port: 'al-wajh',
    title: 'Private Hot-Air Balloon over AlUla',
    description:
      'An exclusive sunrise flight for two over the Ashar Valley’s canyons and rock arches, followed by a private breakfast in the desert. Only one basket is available each cruise.',
    category: 'adventure',
    difficultyLevel: 'easy',
    duration: '9 hours',
    priceCents: 125_000,
    departureTime: '03:30',
    returnTime: '12:30',
    capacity: 2,
    highlights: [
      'Private basket with your own pilot',
      'Sunrise over the Ashar Valley',
      'Sparkling juice toast on landing',
      'Private breakfast in the desert',
    ],
    gallery: [
      {
        slug: 'alula-balloon-ashar-valley',
        caption: 'Ashar Valley from above',
        stop: {
          description: 'The launch field in the Ashar Valley, ringed by sandstone cliffs.',
          lat: 26.576,
          lng: 37.856,
        },
      },
      { slug: 'alula-balloon-sunrise', caption: 'Sunrise flight' },
    ],
    arMarkers: [
      { title: 'Rainbow Rock arch', position: { x: 28, y: 56 } },
      { title: 'Sunrise', position: { x: 66, y: 44 } },
    ],
  },
];
