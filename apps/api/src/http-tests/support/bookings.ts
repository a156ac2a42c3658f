import type { HttpClient } from '../../testing/http-client.ts';

export const tomorrow = () => new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** guest.bookings.create over tRPC, for tomorrow unless the input names a date. */
export const book = (client: HttpClient, input: Record<string, unknown>) =>
  client.trpc('mutation', 'guest.bookings.create', { date: tomorrow(), ...input });
