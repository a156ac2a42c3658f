import { describe, expect } from 'vitest';
import type { HttpClient } from '../testing/http-client.ts';
import { serverTest } from '../testing/server-test.ts';
import { expectFieldErrors, restaurantBody, spaBody } from './support/admin.ts';

const createdId = async (admin: HttpClient, path: string, body: unknown): Promise<number> =>
  (await (await admin.post(path, body)).json()).id;
/** `restaurantId`, `spaId`: one restaurant and one spa service the admin created for the file. */
const it = serverTest()
  .extend('restaurantId', { scope: 'file' }, ({ admin }) =>
    createdId(admin, '/api/admin/restaurants', restaurantBody),
  )
  .extend('spaId', { scope: 'file' }, ({ admin }) => createdId(admin, '/api/admin/spa-services', spaBody));

type Slot = {
  serviceType: string;
  serviceId: number;
  date: string;
  time: string;
  availableSpots: number;
  totalCapacity: number;
};

describe('admin schedules', () => {
  it('creates one slot (201), refuses the same slot (409) and an unknown service (404)', async ({
    admin,
    spaId,
  }) => {
    const slot = {
      serviceType: 'spa',
      serviceId: spaId,
      date: '2026-03-01',
      time: '10:15',
      availableSpots: 2,
      totalCapacity: 2,
    };
    const res = await admin.post('/api/admin/schedules', slot);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject(slot);
    expect((await admin.post('/api/admin/schedules', slot)).status).toBe(409);
    const unknown = await admin.post('/api/admin/schedules', { ...slot, serviceId: 9999 });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      message: 'Spa service not found',
      code: 'spa.not_found',
      params: {},
    });
  });

  it('answers 400 with field errors', async ({ admin }) => {
    await expectFieldErrors(
      await admin.post('/api/admin/schedules', {
        serviceType: '',
        serviceId: 'x',
        date: 'tomorrow',
        time: '25:00',
        availableSpots: -1,
        totalCapacity: 0,
      }),
      {
        serviceType: 'Service type is required',
        serviceId: 'Service is required',
        date: 'Use the format YYYY-MM-DD',
        time: 'Use the 24-hour format HH:MM',
        availableSpots: 'Available spots must be at least 0',
        totalCapacity: 'Total capacity must be at least 1',
      },
    );
  });

  it('generates the 12 daily slots (50 spots for a restaurant), and again creates none', async ({
    admin,
    restaurantId,
  }) => {
    const res = await admin.post('/api/admin/schedules/generate-daily', {
      serviceType: 'restaurant',
      serviceId: restaurantId,
      date: '2026-03-05',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ created: 12, date: '2026-03-05' });
    const again = await admin.post('/api/admin/schedules/generate-daily', {
      serviceType: 'restaurant',
      serviceId: restaurantId,
      date: '2026-03-05',
    });
    expect(await again.json()).toEqual({ created: 0, date: '2026-03-05' });
    const slots = ((await (await admin.get('/api/admin/schedules')).json()) as Slot[]).filter(
      (s) => s.date === '2026-03-05',
    );
    expect(slots.map((s) => s.time)).toEqual(
      '09:00 10:00 11:00 12:00 13:00 14:00 15:00 16:00 17:00 18:00 19:00 20:00'.split(' '),
    );
    expect(slots.every((s) => s.totalCapacity === 50 && s.availableSpots === 50)).toBe(true);
  });

  it('generates today by default, 10 spots per spa slot, over tRPC too', async ({ admin, spaId }) => {
    const res = await admin.trpc('mutation', 'admin.schedules.generateDaily', {
      serviceType: 'spa',
      serviceId: spaId,
    });
    expect(res.status).toBe(200);
    const { created, date } = (await res.json()).result.data;
    expect(created).toBe(12);
    expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const slots = ((await (await admin.get('/api/admin/schedules')).json()) as Slot[]).filter(
      (s) => s.serviceType === 'spa' && s.date === date,
    );
    expect(slots.every((s) => s.totalCapacity === 10)).toBe(true);
    await expectFieldErrors(await admin.post('/api/admin/schedules/generate-daily', { serviceType: 'spa' }), {
      serviceId: 'Service is required',
    });
    expect(
      (
        await admin.post('/api/admin/schedules/generate-daily', {
          serviceType: 'restaurant',
          serviceId: 9999,
        })
      ).status,
    ).toBe(404);
  });
});
