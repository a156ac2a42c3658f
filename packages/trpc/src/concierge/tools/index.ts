import { activitiesTool } from './activities.ts';
import { bookActivityTool } from './book-activity.ts';
import { bookExcursionTool } from './book-excursion.ts';
import { bookSpaTool } from './book-spa.ts';
import { bookTableTool } from './book-table.ts';
import { cancelMyBookingTool } from './cancel-my-booking.ts';
import { confirmActionTool } from './confirm-action.ts';
import type { ToolContext } from './context.ts';
import { itineraryTool } from './itinerary.ts';
import { listMyBookingsTool } from './list-my-bookings.ts';
import { orderRoomServiceTool } from './order-room-service.ts';
import { promotionsTool } from './promotions.ts';
import { requestStaffTool } from './request-staff.ts';
import { restaurantsTool } from './restaurants.ts';
import { roomServiceMenuTool } from './room-service-menu.ts';
import { searchTool } from './search.ts';
import { searchKnowledgeTool } from './search-knowledge.ts';
import { shoreExcursionsTool } from './shore-excursions.ts';
import { spaServicesTool } from './spa-services.ts';
import { venuesTool } from './venues.ts';

export type { ToolContext } from './context.ts';

/** Every concierge tool, bound to one guest; the same set for every model. */
export function conciergeTools(ctx: ToolContext) {
  return {
    search: searchTool(ctx),
    searchKnowledge: searchKnowledgeTool(ctx),
    restaurants: restaurantsTool(ctx),
    spaServices: spaServicesTool(ctx),
    activities: activitiesTool(ctx),
    itinerary: itineraryTool(ctx),
    shoreExcursions: shoreExcursionsTool(ctx),
    promotions: promotionsTool(ctx),
    roomServiceMenu: roomServiceMenuTool(),
    venues: venuesTool(ctx),
    bookTable: bookTableTool(ctx),
    bookSpa: bookSpaTool(ctx),
    bookActivity: bookActivityTool(ctx),
    bookExcursion: bookExcursionTool(ctx),
    orderRoomService: orderRoomServiceTool(ctx),
    listMyBookings: listMyBookingsTool(ctx),
    cancelMyBooking: cancelMyBookingTool(ctx),
    confirmAction: confirmActionTool(ctx),
    requestStaff: requestStaffTool(ctx),
  };
}

export type ConciergeTools = ReturnType<typeof conciergeTools>;
