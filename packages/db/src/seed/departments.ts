import type { departments } from '../schema/index.ts';

export type NewDepartment = typeof departments.$inferInsert;

/** One notification department per category (DEPARTMENT_CATEGORIES). */
export const departmentSeeds: NewDepartment[] = [
  {
    name: 'Dining & Reservations',
    email: 'dining@marsa.example',
    category: 'restaurant',
    description: 'Table reservations, dietary requests and private dining across all nine restaurants.',
    isActive: true,
  },
  {
    name: 'Marsa Spa',
    email: 'spa@marsa.example',
    category: 'spa',
    description: 'Spa appointments, the Serenity Suite and thermal suite passes.',
    isActive: true,
  },
  {
    name: 'Activities & Entertainment',
    email: 'activities@marsa.example',
    category: 'activity',
    description: 'Kids Zone, VR Zone and workshop sessions, shows and the daily programme.',
    isActive: true,
  },
  {
    name: 'Shore Excursions',
    email: 'excursions@marsa.example',
    category: 'shore_excursion',
    description: 'Excursion bookings, changes, meeting points and tour operators in every port.',
    isActive: true,
  },
  {
    name: 'Guest Services',
    email: 'guestservices@marsa.example',
    category: 'general',
    description: 'Onboard accounts, room service, accessibility requests and anything else.',
    isActive: true,
  },
];
