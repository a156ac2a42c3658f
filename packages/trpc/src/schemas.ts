/**
 * Browser-safe entry: zod schemas and constants shared by forms and the server.
 * Nothing imported here may pull in server code (database drivers, node: modules).
 */
export * from '@marsa/db/constants';
export * from './domains/auth/schema.ts';
export * from './domains/bookings/schedules-schema.ts';
export * from './domains/bookings/schema.ts';
export * from './domains/chat/content.ts';
export * from './domains/chat/schema.ts';
export * from './domains/chat/spa-hint.ts';
export * from './domains/decks/maps-schema.ts';
export * from './domains/decks/schema.ts';
export * from './domains/decks/venues-schema.ts';
export * from './domains/departments/notifications/schema.ts';
export type { OutboxEntry } from './domains/departments/notifications/service.ts';
export * from './domains/departments/requests/schema.ts';
export type { AdminServiceRequest, ServiceRequest } from './domains/departments/requests/view.ts';
export * from './domains/departments/room-service/schema.ts';
export * from './domains/departments/schema.ts';
export * from './domains/excursions/rules.ts';
export * from './domains/excursions/schema.ts';
export type { ShoreExcursion, ShoreExcursionBooking } from './domains/excursions/view.ts';
export * from './domains/images/schema.ts';
export * from './domains/itinerary/schema.ts';
export * from './domains/knowledge/faq-schema.ts';
export * from './domains/knowledge/import/schema.ts';
export * from './domains/learnings/schema.ts';
export * from './domains/preferences/recommendations/schema.ts';
export type {
  ExcursionRecommendation,
  Recommendations,
  RecommendedActivity,
  RecommendedRestaurant,
  RecommendedSpaService,
} from './domains/preferences/recommendations/types.ts';
export * from './domains/preferences/schema.ts';
export * from './domains/promotions/rules.ts';
export * from './domains/promotions/schema.ts';
export * from './domains/restaurants/schema.ts';
export * from './domains/spa/schema.ts';
