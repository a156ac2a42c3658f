import type { spaServices } from '../schema/index.ts';

export type NewSpaService = typeof spaServices.$inferInsert;

/**
 * Inserted in this order so the identity ids are 1, 2, 3 for the first three: the chat client's
 * spa booking hint sends serviceId 1 by default, 2 for royal/rejuvenation/facial, 3 for serenity/suite.
 */
export const spaSeeds: NewSpaService[] = [
  {
    name: 'Signature Red Sea Massage',
    description:
      'Our signature full-body massage with warm basalt stones and a Red Sea salt polish, finished with frankincense and date-seed oil to ease muscles after a day ashore.',
    duration: 90,
    features: ['Warm basalt stones', 'Red Sea salt polish', 'Frankincense oil', 'Sea-view treatment room'],
    capacity: 1,
    premium: false,
    startTime: '09:00',
    endTime: '21:00',
    priceCents: 18_000,
    imageUrl: '/images/spa/signature-red-sea-massage.svg',
  },
  {
    name: 'Royal Rejuvenation Facial',
    description:
      'A lifting and brightening facial with 24-carat gold serum, Taif rose water and a sculpting jade massage, followed by a scalp ritual with argan oil.',
    duration: 75,
    features: ['24-carat gold serum', 'Taif rose water', 'Jade sculpting massage', 'Scalp ritual'],
    capacity: 1,
    premium: true,
    startTime: '09:00',
    endTime: '20:00',
    priceCents: 21_000,
    imageUrl: '/images/spa/royal-rejuvenation-facial.svg',
  },
  {
    name: 'Serenity Suite Couples Retreat',
    description:
      'Two hours for two in the private Serenity Suite: side-by-side massages, a steam ritual, a rose-petal bath and fresh juices on a private balcony above the wake.',
    duration: 120,
    features: ['Private suite for two', 'Side-by-side massages', 'Rose-petal bath', 'Private balcony'],
    capacity: 2,
    premium: true,
    startTime: '10:00',
    endTime: '21:00',
    priceCents: 45_000,
    imageUrl: '/images/spa/serenity-suite-couples-retreat.svg',
  },
  {
    name: 'Traditional Hammam Ritual',
    description:
      'A heated marble hammam with black olive soap, a kessa mitt exfoliation, a rhassoul clay wrap and an orange-blossom rinse.',
    duration: 60,
    features: [
      'Heated marble hammam',
      'Black olive soap',
      'Rhassoul clay wrap',
      'Separate ladies and gentlemen hammams',
    ],
    capacity: 4,
    premium: false,
    startTime: '08:00',
    endTime: '20:00',
    priceCents: 12_000,
    imageUrl: '/images/spa/traditional-hammam-ritual.svg',
  },
  {
    name: 'Desert Rose Body Wrap',
    description:
      'A detoxifying wrap of mineral mud from the Red Sea coast and desert rose petals, with a cooling aloe finish that soothes sun-kissed skin.',
    duration: 60,
    features: ['Red Sea mineral mud', 'Desert rose petals', 'Aloe after-sun finish'],
    capacity: 1,
    premium: false,
    startTime: '09:00',
    endTime: '20:00',
    priceCents: 14_000,
    imageUrl: '/images/spa/desert-rose-body-wrap.svg',
  },
  {
    name: 'Thermal Suite Day Pass',
    description:
      'Unlimited use for the day of the hydrotherapy pool, heated loungers, salt-inhalation room, ice fountain and experience showers.',
    duration: 180,
    features: ['Hydrotherapy pool', 'Heated ceramic loungers', 'Salt-inhalation room', 'Ice fountain'],
    capacity: 12,
    premium: false,
    startTime: '08:00',
    endTime: '22:00',
    priceCents: 6_000,
    imageUrl: '/images/spa/thermal-suite-day-pass.svg',
  },
];
