import { tool } from 'ai';
import { z } from 'zod';
import { ROOM_SERVICE_MENU } from '../../domains/departments/room-service/menu.ts';
import type { RoomServiceMenuResult } from './types.ts';

/** The in-cabin menu (names in English and Arabic, prices in USD): what a room-service order may name. */
export const roomServiceMenuTool = () =>
  tool({
    description:
      "The room-service (in-cabin dining) menu: every dish and drink with its English and Arabic name, course and price in USD. Use it for questions about what room service offers and what it costs (cite each dish as a source of kind 'menu' with its id); it never places an order.",
    inputSchema: z.object({}),
    execute: async (): Promise<RoomServiceMenuResult> => ({
      items: ROOM_SERVICE_MENU.map((item, index) => ({
        id: index + 1,
        name: item.name,
        nameAr: item.nameAr,
        priceUSD: item.priceUSD,
        course: item.course,
      })),
    }),
  });
