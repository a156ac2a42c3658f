import type { ExcursionSeed } from './excursions.ts';

/** Shore excursions from Sharm El Sheikh, Aqaba and Safaga. */
export const sinaiJordanEgyptExcursionSeeds: ExcursionSeed[] = [
  {
    slug: 'ras-mohammed-dive-discovery',
    port: 'sharm-el-sheikh',
    title: 'Ras Mohammed Dive Discovery',
    description:
      'Two boat dives for certified divers at Shark and Yolanda Reef and Anemone City in Ras Mohammed National Park, among the most celebrated dive sites in the world. Open Water certification required.',
    category: 'adventure',
    difficultyLevel: 'challenging',
    duration: '7 hours',
    priceCents: 18_500,
    departureTime: '09:30',
    returnTime: '16:30',
    capacity: 16,
    highlights: [
      'Two guided dives with a PADI divemaster',
      'Shark and Yolanda Reef wall',
      'Anemone City and its clownfish',
      'Full equipment and lunch included',
    ],
    gallery: [
      {
        slug: 'ras-mohammed-shark-reef',
        caption: 'Shark and Yolanda Reef',
        stop: {
          description:
            'A sheer coral wall plunging 800 metres, swept by currents full of jacks and barracuda.',
          lat: 27.729,
          lng: 34.256,
        },
      },
      {
        slug: 'ras-mohammed-anemone-city',
        caption: 'Anemone City',
        stop: {
          description: 'A plateau carpeted in magnificent sea anemones and their resident clownfish.',
          lat: 27.727,
          lng: 34.259,
        },
      },
      {
        slug: 'ras-mohammed-park-gate',
        caption: 'National park gate',
        stop: {
          description: 'The famous concrete arch marking the entrance to Egypt’s first national park.',
          lat: 27.77,
          lng: 34.23,
        },
      },
    ],
    arMarkers: [
      { title: 'Coral wall', position: { x: 24, y: 55 } },
      { title: 'Anemone City', position: { x: 58, y: 70 } },
      { title: 'Barracuda school', position: { x: 80, y: 44 } },
    ],
  },
  {
    slug: 'naama-bay-glass-boat-family-cruise',
    port: 'sharm-el-sheikh',
    title: 'Naama Bay Glass-Boat Family Cruise',
    description:
      'A semi-submarine cruise along the reefs of Naama Bay with large underwater windows, so even the youngest family members can see parrotfish, corals and perhaps a turtle without getting wet.',
    category: 'family',
    difficultyLevel: 'easy',
    duration: '3 hours',
    priceCents: 5_500,
    departureTime: '10:00',
    returnTime: '13:00',
    capacity: 40,
    highlights: [
      'Underwater viewing windows',
      'Reef fish spotting cards for kids',
      'Juice and snacks on board',
      'Time on the Naama Bay promenade',
    ],
    gallery: [
      {
        slug: 'naama-bay-promenade',
        caption: 'Naama Bay',
        stop: {
          description: 'A crescent of sheltered beach and the lively promenade of Sharm El Sheikh.',
          lat: 27.9115,
          lng: 34.3295,
        },
      },
      {
        slug: 'naama-bay-glass-boat',
        caption: 'Glass-boat windows',
        stop: {
          description: 'The reef at Near Garden seen through the hull’s underwater windows.',
          lat: 27.931,
          lng: 34.354,
        },
      },
    ],
    arMarkers: [
      { title: 'Near Garden reef', position: { x: 36, y: 62 } },
      { title: 'Sinai mountains', position: { x: 70, y: 40 } },
    ],
  },
  {
    slug: 'petra-grand-tour',
    port: 'aqaba',
    title: 'Petra Grand Tour',
    description:
      'Walk the narrow Siq to the Treasury, then on past the Street of Facades and the Royal Tombs. Fit guests can climb the 800 steps to the Monastery. Expect about 10 km on foot, much of it on sand and stone.',
    category: 'cultural',
    difficultyLevel: 'challenging',
    duration: '11 hours',
    priceCents: 28_900,
    departureTime: '07:30',
    returnTime: '18:30',
    capacity: 36,
    highlights: [
      'The Siq, a 1.2 km sandstone gorge',
      'Al-Khazneh, the Treasury',
      'Royal Tombs and the Colonnaded Street',
      'Optional climb to the Monastery (Ad Deir)',
    ],
    gallery: [
      {
        slug: 'petra-siq',
        caption: 'The Siq',
        stop: {
          description: 'A winding cleft between 80-metre cliffs, the ancient entrance to the city.',
          lat: 30.3228,
          lng: 35.455,
        },
      },
      {
        slug: 'petra-treasury',
        caption: 'Al-Khazneh (the Treasury)',
        stop: {
          description: 'The rose-red facade carved in the 1st century, revealed at the end of the Siq.',
          lat: 30.3224,
          lng: 35.4517,
        },
      },
      {
        slug: 'petra-monastery',
        caption: 'Ad Deir (the Monastery)',
        stop: {
          description: 'The largest monument of Petra, reached by a rock-cut stairway of about 800 steps.',
          lat: 30.3366,
          lng: 35.4331,
        },
      },
    ],
    arMarkers: [
      { title: 'The Treasury', position: { x: 50, y: 44 } },
      { title: 'Siq entrance', position: { x: 16, y: 50 } },
      { title: 'Street of Facades', position: { x: 82, y: 48 } },
    ],
  },
  {
    slug: 'wadi-rum-jeep-and-camel-adventure',
    port: 'aqaba',
    title: 'Wadi Rum Jeep & Camel Adventure',
    description:
      'Bounce across the red sands of the Valley of the Moon in a Bedouin 4x4, climb a dune, explore rock bridges and inscriptions, then ride a camel to a camp for sweet sage tea.',
    category: 'adventure',
    difficultyLevel: 'moderate',
    duration: '6 hours',
    priceCents: 14_900,
    departureTime: '08:30',
    returnTime: '14:30',
    capacity: 30,
    highlights: [
      'Bedouin-driven 4x4 desert safari',
      'Camel ride to a desert camp',
      'Khazali Canyon rock inscriptions',
      'Sand-dune climb with views over the valley',
    ],
    gallery: [
      {
        slug: 'wadi-rum-lawrence-spring',
        caption: 'Lawrence’s Spring',
        stop: {
          description: 'A spring high on Jebel Abu Judaidah linked to T. E. Lawrence and the Arab Revolt.',
          lat: 29.5621,
          lng: 35.4082,
        },
      },
      {
        slug: 'wadi-rum-khazali-canyon',
        caption: 'Khazali Canyon',
        stop: {
          description: 'A narrow fissure whose walls carry Thamudic and Nabataean rock carvings.',
          lat: 29.5305,
          lng: 35.4327,
        },
      },
      {
        slug: 'wadi-rum-red-dunes',
        caption: 'The red dunes',
        stop: {
          description: 'Iron-red sand dunes banked against the granite and sandstone mountains.',
          lat: 29.5139,
          lng: 35.4411,
        },
      },
    ],
    arMarkers: [
      { title: 'Jebel Umm Ishrin', position: { x: 26, y: 40 } },
      { title: 'Red dunes', position: { x: 58, y: 58 } },
      { title: 'Bedouin camp', position: { x: 84, y: 55 } },
    ],
  },
  {
    slug: 'luxor-temples-grand-tour',
    port: 'safaga',
    title: 'Luxor Temples Grand Tour',
    description:
      'Cross the Eastern Desert to ancient Thebes for the Valley of the Kings, the great hypostyle hall of Karnak and Luxor Temple, with lunch on a Nile-side terrace.',
    category: 'cultural',
    difficultyLevel: 'moderate',
    duration: '12 hours',
    priceCents: 22_900,
    departureTime: '06:00',
    returnTime: '18:00',
    capacity: 40,
    highlights: [
      'Three tombs in the Valley of the Kings',
      'Karnak’s forest of 134 giant columns',
      'Luxor Temple and the Avenue of Sphinxes',
      'Lunch overlooking the Nile',
    ],
    gallery: [
      {
        slug: 'luxor-karnak',
        caption: 'Karnak hypostyle hall',
        stop: {
          description: 'The largest religious complex of ancient Egypt, built over 2,000 years.',
          lat: 25.7188,
          lng: 32.6573,
        },
      },
      {
        slug: 'luxor-temple',
        caption: 'Luxor Temple',
        stop: {
          description: 'A temple on the Nile’s east bank, linked to Karnak by the Avenue of Sphinxes.',
          lat: 25.6995,
          lng: 32.639,
        },
      },
      {
        slug: 'luxor-valley-of-the-kings',
        caption: 'Valley of the Kings',
        stop: {
          description: 'Royal tombs of the New Kingdom cut into the Theban hills, with vivid painted walls.',
          lat: 25.7402,
          lng: 32.6014,
        },
      },
    ],
    arMarkers: [
      { title: 'First pylon', position: { x: 20, y: 44 } },
      { title: 'Hypostyle hall', position: { x: 50, y: 40 } },
      { title: 'Obelisk of Hatshepsut', position: { x: 78, y: 30 } },
    ],
  },
  {
    slug: 'soma-bay-black-sand-spa-day',
    port: 'safaga',
    title: 'Soma Bay Black-Sand Spa Day',
    description:
      'Safaga’s mineral-rich black sand has drawn wellness seekers for decades. Enjoy a sand-bath ritual, a thalasso pool and a light lunch at a Soma Bay resort spa.',
    category: 'relaxation',
    difficultyLevel: 'easy',
    duration: '6 hours',
    priceCents: 12_000,
    departureTime: '09:00',
    returnTime: '15:00',
    capacity: 20,
    highlights: [
      'Black-sand bath ritual with a therapist',
      'Thalasso seawater pool access',
      'Healthy lunch by the beach',
      'Time to swim in Soma Bay',
    ],
    gallery: [
      {
        slug: 'soma-bay-beach',
        caption: 'Soma Bay',
        stop: {
          description: 'A peninsula of beaches and reefs between the desert mountains and the open Red Sea.',
          lat: 26.852,
          lng: 33.986,
        },
      },
      { slug: 'soma-bay-thalasso-pool', caption: 'Thalasso pool' },
    ],
    arMarkers: [
      { title: 'Black-sand beach', position: { x: 34, y: 62 } },
      { title: 'Red Sea Mountains', position: { x: 70, y: 42 } },
    ],
  },
  {
    slug: 'hurghada-marina-and-bazaar',
    port: 'safaga',
    title: 'Hurghada Marina & Bazaar',
    description:
      'An easy afternoon in Hurghada: the yacht marina boardwalk, the spice and papyrus shops of El Dahar bazaar and a fixed-price perfume and cotton store.',
    category: 'shopping',
    difficultyLevel: 'easy',
    duration: '4 hours',
    priceCents: 2_900,
    departureTime: '13:00',
    returnTime: '17:00',
    capacity: 40,
    highlights: [
      'Hurghada Marina boardwalk',
      'El Dahar spice and papyrus bazaar',
      'Egyptian cotton at fixed prices',
      'Essential-oil perfume workshop',
    ],
    gallery: [
      { slug: 'hurghada-marina', caption: 'Hurghada Marina' },
      { slug: 'hurghada-spice-bazaar', caption: 'El Dahar spice bazaar' },
    ],
    arMarkers: null,
  },
];
