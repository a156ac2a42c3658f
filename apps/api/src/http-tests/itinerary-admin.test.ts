import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { expectFieldErrors } from './support/admin.ts';

let server: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.admin();
});
afterAll(() => server.close());

const port = {
  portName: 'Aqaba',
  country: 'Jordan',
  description: 'Gateway to Petra and Wadi Rum.',
  arrivalDate: '2026-03-04',
  arrivalTime: '08:00',
  departureDate: '2026-03-04',
  departureTime: '19:00',
  portOrder: 2,
  timezone: 'UTC+3',
  activities: ['Petra', 'Wadi Rum', 'Snorkelling', 'Souk'],
  highlights: ['Treasury'],
  imageUrl: '',
};

describe('admin itinerary', () => {
  it('adds, lists by portOrder, updates and removes ports; the guest list follows', async () => {
    const aqaba = await (await admin.post('/api/admin/itinerary', port)).json();
    const created = await admin.post('/api/admin/itinerary', {
      ...port,
      portName: 'Jeddah',
      country: 'Saudi Arabia',
      portOrder: 1,
    });
    expect(created.status).toBe(201);
    const jeddah = await created.json();
    expect(jeddah.imageUrl).toBe('/images/placeholder-600x400.svg');
    const list = await (await admin.get('/api/admin/itinerary')).json();
    expect(list.map((p: { portName: string }) => p.portName)).toEqual(['Jeddah', 'Aqaba']);

    const moved = await admin.put(`/api/admin/itinerary/${aqaba.id}`, {
      ...port,
      portOrder: 3,
      timezone: 'UTC+2',
    });
    expect(await moved.json()).toMatchObject({ portOrder: 3, timezone: 'UTC+2' });

    const removed = await admin.delete(`/api/admin/itinerary/${jeddah.id}`);
    expect(await removed.json()).toEqual({ success: true });
    expect((await admin.delete(`/api/admin/itinerary/${jeddah.id}`)).status).toBe(404);
    const guest = await server.guest();
    expect(
      (await (await guest.get('/api/itinerary')).json()).map((p: { portName: string }) => p.portName),
    ).toEqual(['Aqaba']);
  });

  it('gives field errors for the §5 port rules', async () => {
    await expectFieldErrors(
      await admin.post('/api/admin/itinerary', {
        ...port,
        portName: '',
        portOrder: 0,
        timezone: 'Mars',
        arrivalTime: '8am',
      }),
      {
        portName: 'Port name is required',
        portOrder: 'Port order must be at least 1',
        timezone: 'Choose a timezone from the list',
        arrivalTime: 'Use the 24-hour format HH:MM',
      },
    );
    await expectFieldErrors(await admin.delete('/api/admin/itinerary/0'), { id: 'Invalid id' });
  });
});
