import type { RestRoute } from './adapter.ts';
import { adminRoutes } from './routes/admin.ts';
import { chatRoutes } from './routes/chat.ts';
import { guestRoutes } from './routes/guest.ts';
import { sessionRoutes } from './routes/session.ts';

/**
 * The one table mapping each REST call of SPEC §7 to its tRPC procedure, kept in four
 * sections (one file each) that follow §7's headings. Entries hold no logic.
 */
export const restRoutes: RestRoute[] = [...sessionRoutes, ...chatRoutes, ...guestRoutes, ...adminRoutes];
