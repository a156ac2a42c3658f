import type { activities } from '../schema/index.ts';

export type NewActivity = typeof activities.$inferInsert;

/** Categories are the preference form's activity options (ACTIVITY_OPTIONS). */
export const activitySeeds: NewActivity[] = [
  {
    name: 'Water Park',
    category: 'adventure',
    location: 'Deck 18',
    description:
      'Three racing slides, a 60-metre family raft ride over the side of the ship, a splash zone for little ones and a FlowRider surf simulator.',
    schedule: 'Daily 09:00–19:00',
    ageGroup: 'All ages (under 8 with an adult)',
    capacity: 250,
    isBookable: false,
    imageUrl: '/images/activities/water-park.svg',
  },
  {
    name: 'Kids Zone',
    category: 'entertainment',
    location: 'Deck 18',
    description:
      'A supervised club for young cruisers with arts and crafts, treasure hunts, a soft-play ship and bilingual Arabic and English counsellors.',
    schedule: 'Daily 09:00–22:00, three sessions',
    ageGroup: 'Ages 3–12',
    capacity: 80,
    isBookable: true,
    imageUrl: '/images/activities/kids-zone.svg',
  },
  {
    name: 'VR Zone',
    category: 'entertainment',
    location: 'Deck 18',
    description:
      'Free-roam virtual reality arena: dive with whale sharks, explore Hegra at dawn or race a dune buggy across the Empty Quarter.',
    schedule: 'Daily 10:00–22:00, sessions every two hours',
    ageGroup: 'Ages 10+',
    capacity: 16,
    isBookable: true,
    imageUrl: '/images/activities/vr-zone.svg',
  },
  {
    name: 'Wellness Area',
    category: 'relaxation',
    location: 'Deck 17',
    description:
      'An adults-only retreat beside the spa with shaded day-beds, an infinity plunge pool, herbal tea bar and guided breathing sessions.',
    schedule: 'Daily 07:00–22:00',
    ageGroup: 'Adults 16+',
    capacity: 40,
    isBookable: false,
    imageUrl: '/images/activities/wellness-area.svg',
  },
  {
    name: 'Hydroponic Garden Tour',
    category: 'cultural',
    location: 'Deck 19',
    description:
      'Meet the growers of the ship’s hydroponic garden, where herbs, microgreens and lettuces for our kitchens grow without soil, and taste the harvest.',
    schedule: 'Daily 10:30 and 15:30',
    ageGroup: 'All ages',
    capacity: 20,
    isBookable: true,
    imageUrl: '/images/activities/hydroponic-garden-tour.svg',
  },
  {
    name: 'Sunset Yoga',
    category: 'fitness',
    location: 'Deck 19',
    description:
      'An all-levels flow on the open Sun Deck as the sun drops into the Red Sea; mats and towels provided.',
    schedule: 'Daily 17:30',
    ageGroup: 'Ages 16+',
    capacity: 30,
    isBookable: true,
    imageUrl: '/images/activities/sunset-yoga.svg',
  },
  {
    name: 'Stargazing Deck',
    category: 'relaxation',
    location: 'Deck 19',
    description:
      'Far from city lights, the Red Sea sky is spectacular. Our astronomer guides you through the constellations the Arab navigators sailed by, with telescopes on deck.',
    schedule: 'Nightly 21:00 and 22:00, weather permitting',
    ageGroup: 'All ages',
    capacity: 40,
    isBookable: true,
    imageUrl: '/images/activities/stargazing-deck.svg',
  },
  {
    name: 'Cinema Under the Stars',
    category: 'entertainment',
    location: 'Deck 19',
    description:
      'Blockbusters and Arabic classics on a giant open-air screen, with blankets, popcorn and hot karak tea.',
    schedule: 'Nightly 20:30',
    ageGroup: 'All ages',
    capacity: 200,
    isBookable: false,
    imageUrl: '/images/activities/cinema-under-the-stars.svg',
  },
  {
    name: 'Arabic Calligraphy Workshop',
    category: 'cultural',
    location: 'Deck 6, Majlis Lounge',
    description:
      'Learn the Naskh and Diwani scripts with a master calligrapher using reed pens and ink, and take home your name written in Arabic.',
    schedule: 'Daily 11:00',
    ageGroup: 'Ages 12+',
    capacity: 18,
    isBookable: true,
    imageUrl: '/images/activities/arabic-calligraphy-workshop.svg',
  },
  {
    name: 'Sunrise Bootcamp',
    category: 'fitness',
    location: 'Deck 17, Fitness Centre',
    description: 'A 45-minute high-energy circuit on the jogging track led by our personal trainers.',
    schedule: 'Daily 07:00',
    ageGroup: 'Adults 16+',
    capacity: 25,
    isBookable: true,
    imageUrl: '/images/activities/sunrise-bootcamp.svg',
  },
  {
    name: 'Red Sea Marine Life Talk',
    category: 'cultural',
    location: 'Deck 7, Marsa Theatre',
    description:
      'Our marine biologist introduces the reefs, dugongs, dolphins and whale sharks you may meet ashore, and how to snorkel without harming the coral.',
    schedule: 'Sea days 14:00',
    ageGroup: 'All ages',
    capacity: 400,
    isBookable: false,
    imageUrl: '/images/activities/red-sea-marine-life-talk.svg',
  },
  {
    name: 'Red Sea Legends Show',
    category: 'entertainment',
    location: 'Deck 7, Marsa Theatre',
    description:
      'An acrobatic stage production of pearl divers, desert caravans and sea legends, with live percussion and projection mapping.',
    schedule: 'Nightly 19:30 and 21:30',
    ageGroup: 'All ages',
    capacity: 900,
    isBookable: false,
    imageUrl: '/images/activities/red-sea-legends-show.svg',
  },
];

/** Start times of the bookable activities' daily sessions, by activity name. */
export const activitySlotTimes: Record<string, readonly string[]> = {
  'Kids Zone': ['09:00', '13:00', '17:00'],
  'VR Zone': ['10:00', '12:00', '14:00', '16:00', '18:00', '20:00'],
  'Hydroponic Garden Tour': ['10:30', '15:30'],
  'Sunset Yoga': ['17:30'],
  'Stargazing Deck': ['21:00', '22:00'],
  'Arabic Calligraphy Workshop': ['11:00'],
  'Sunrise Bootcamp': ['07:00'],
};
