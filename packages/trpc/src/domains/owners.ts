/**
 * Which family (folder under `domains/`) owns each table of `@marsa/db`, by the name `@marsa/db`
 * exports it under. A table is read and written only from its owner's folder; every other folder,
 * and the concierge, calls the owner's service (`ownership.test.ts` checks it). A new table gets its
 * owner here: a search index belongs to `knowledge` or to a `search` family of its own.
 */
export const TABLE_OWNERS = {
  restaurants: 'restaurants',
  spaServices: 'spa',
  activities: 'activities',
  deckMaps: 'decks',
  deckVenues: 'decks',
  itineraryPorts: 'itinerary',
  shoreExcursions: 'excursions',
  shoreExcursionBookings: 'excursions',
  bookings: 'bookings',
  scheduleSlots: 'bookings',
  knowledgeTopics: 'knowledge',
  aiLearnings: 'learnings',
  promotions: 'promotions',
  departments: 'departments',
  serviceRequests: 'departments',
  notifications: 'departments',
  roomServiceOrders: 'departments',
  preferences: 'preferences',
  messages: 'chat',
  users: 'auth',
  sessions: 'auth',
  loginAttempts: 'auth',
  searchDocuments: 'search',
} as const satisfies Record<string, string>;

export type Family = (typeof TABLE_OWNERS)[keyof typeof TABLE_OWNERS];
