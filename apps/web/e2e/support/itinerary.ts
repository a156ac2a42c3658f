import { type APIRequestContext, expect } from '@playwright/test';
import { ADMIN } from './fixtures.ts';

type Port = Record<string, unknown> & { id: number };
const EDITABLE = [
  'portName',
  'country',
  'description',
  'arrivalDate',
  'arrivalTime',
  'departureDate',
  'departureTime',
  'portOrder',
  'timezone',
  'activities',
  'highlights',
  'imageUrl',
] as const;

/**
 * All spec files share one seeded server, so a test that empties the itinerary must put the
 * ports back: call the returned function in a `finally`.
 */
export async function snapshotPorts(request: APIRequestContext): Promise<() => Promise<void>> {
  await request.post('/api/login', { data: ADMIN });
  const before: Port[] = await (await request.get('/api/admin/itinerary')).json();
  return async () => {
    await request.post('/api/login', { data: ADMIN });
    const now: Port[] = await (await request.get('/api/admin/itinerary')).json();
    for (const port of now) await request.delete(`/api/admin/itinerary/${port.id}`);
    for (const port of before) {
      const body = Object.fromEntries(EDITABLE.map((key) => [key, port[key]]));
      const res = await request.post('/api/admin/itinerary', { data: body });
      expect(res.ok(), await res.text()).toBe(true);
    }
  };
}
