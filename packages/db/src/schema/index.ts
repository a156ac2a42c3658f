export * from './bookings.ts';
export * from './chat.ts';
export * from './content.ts';
export * from './decks.ts';
export * from './excursions.ts';
export * from './itinerary.ts';
export * from './services.ts';
export * from './users.ts';
