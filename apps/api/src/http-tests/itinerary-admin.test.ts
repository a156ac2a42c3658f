import { describe, expect } from 'vitest';
import { serverTest } from '../testing/server-test.ts';
import { expectFieldErrors, portBody } from './support/admin.ts';

const it = serverTest();

describe('admin itinerary', () => {
  it('adds, lists by portOrder, updates and removes ports; the guest list follows', async ({
    server,
    admin,
  }) => {
    const aqaba = await (await admin.post('/api/admin/itinerary', portBody)).json();
    const created = await admin.post('/api/admin/itinerary', {
      ...portBody,
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
      ...portBody,
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

  it('gives field errors for the §5 port rules', async ({ admin }) => {
    await expectFieldErrors(
      await admin.post('/api/admin/itinerary', {
        ...portBody,
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
