import type { RestRoute } from '../adapter.ts';

/** §7 'Session and chat': messages and voice. */
export const chatRoutes: RestRoute[] = [];
