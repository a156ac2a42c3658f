/**
 * The demo ship's seed data, read by the demo-art tool (tools/demo-art) so its pictures and the
 * seeded names never drift apart.
 */
export { activitySeeds } from './activities.ts';
export { deckVenueSeeds } from './deck-venues.ts';
export { buildDeckMaps, cabinsByDeck } from './decks.ts';
export { excursionImageUrl, excursionPanoramaUrl, excursionSeeds, portPanoramaUrl } from './excursions.ts';
export { type PortKey, portSeeds } from './itinerary.ts';
export { buildPromotions } from './promotions.ts';
export { restaurantSeeds } from './restaurants.ts';
export {
  type RoomServiceCourse,
  type RoomServiceMenuSeed,
  roomServiceMenuSeeds,
} from './room-service-menu.ts';
export { spaSeeds } from './spa.ts';
