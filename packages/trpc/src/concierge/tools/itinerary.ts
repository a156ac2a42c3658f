import { tool } from 'ai';
import { z } from 'zod';
import { listPorts } from '../../domains/itinerary/service.ts';
import { shipClock } from '../../domains/itinerary/ship-clock.ts';
import { isoDay, type ToolContext } from './context.ts';
import type { ItineraryResult } from './types.ts';

/** The cruise's ports in sailing order with dates, times and highlights. */
export const itineraryTool = (ctx: ToolContext) =>
  tool({
    description:
      'The cruise itinerary: ports in order with country, arrival and departure dates and times, description, highlights and activities.',
    inputSchema: z.object({}),
    execute: async (): Promise<ItineraryResult> => {
      const rows = await listPorts(ctx.db);
      const clock = shipClock(ctx.now, rows);
      return {
        today: isoDay(ctx.now),
        shipDate: clock.date,
        shipTime: clock.time,
        ports: rows.map((row) => ({
          id: row.id,
          order: row.portOrder,
          portName: row.portName,
          portNameAr: row.portNameAr,
          country: row.country,
          description: row.description,
          descriptionAr: row.descriptionAr,
          arrivalDate: row.arrivalDate,
          arrivalTime: row.arrivalTime,
          departureDate: row.departureDate,
          departureTime: row.departureTime,
          timezone: row.timezone,
          highlights: row.highlights,
          activities: row.activities,
          imageUrl: row.imageUrl,
        })),
      };
    },
  });
