import { type DbHandle, eq, shoreExcursions } from '@marsa/db';
import { PLACEHOLDER_PORT_IMAGE } from '@marsa/db/constants';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPort, deletePort, updatePort } from './admin-service.ts';
import { portInputSchema } from './schema.ts';
import { listPorts } from './service.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

const port = {
  portName: 'Jeddah',
  country: 'Saudi Arabia',
  description: 'Gateway to Mecca and the historic Al-Balad district.',
  arrivalDate: '2026-03-02',
  arrivalTime: '07:00',
  departureDate: '2026-03-02',
  departureTime: '18:00',
  portOrder: 1,
  timezone: 'UTC+3',
  activities: 'Al-Balad walk, Corniche',
  highlights: ['Red Sea Mall'],
};

describe('port form', () => {
  it('requires the §5 fields, portOrder at least 1 and a timezone from the list', () => {
    const result = portInputSchema.safeParse({
      portName: '',
      portOrder: 0,
      timezone: 'UTC+13',
      arrivalDate: '02/03/2026',
    });
    expect(Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]))).toEqual({
      portName: 'Port name is required',
      country: 'Country is required',
      description: 'Description is required',
      arrivalDate: 'Use the format YYYY-MM-DD',
      arrivalTime: 'Arrival time is required',
      departureDate: 'Departure date is required',
      departureTime: 'Departure time is required',
      portOrder: 'Port order must be at least 1',
      timezone: 'Choose a timezone from the list',
    });
  });

  it('refuses a departure before the arrival', () => {
    const result = portInputSchema.safeParse({ ...port, departureTime: '06:00' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['departureDate'],
      message: 'Departure must not be before arrival',
    });
  });
});

describe('itinerary ports', () => {
  it('creates with the placeholder image, lists by portOrder, updates and deletes', async () => {
    const second = await createPort(
      handle.db,
      portInputSchema.parse({ ...port, portName: 'Aqaba', portOrder: 2 }),
    );
    const first = await createPort(handle.db, portInputSchema.parse(port));
    expect(first).toMatchObject({
      imageUrl: PLACEHOLDER_PORT_IMAGE,
      activities: ['Al-Balad walk', 'Corniche'],
    });
    expect((await listPorts(handle.db)).map((p) => p.portName)).toEqual(['Jeddah', 'Aqaba']);
    const moved = await updatePort(handle.db, {
      ...portInputSchema.parse({ ...port, portName: 'Aqaba', portOrder: 3 }),
      id: second.id,
    });
    expect(moved.portOrder).toBe(3);
    expect(await deletePort(handle.db, first.id)).toEqual({ success: true });
    await expect(deletePort(handle.db, first.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Port not found',
    });
    await expect(
      updatePort(handle.db, { ...portInputSchema.parse(port), id: first.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('keeps the excursions of a deleted port, without a port', async () => {
    const aqaba = await createPort(
      handle.db,
      portInputSchema.parse({ ...port, portName: 'Safaga', portOrder: 4 }),
    );
    const [excursion] = await handle.db
      .insert(shoreExcursions)
      .values({
        portId: aqaba.id,
        title: 'Giftun Island snorkel',
        description: 'Reef',
        category: 'adventure',
        difficultyLevel: 'easy',
        duration: '4 hours',
        priceCents: 9000,
        departureTime: '08:00',
        returnTime: '12:00',
        capacity: 20,
      })
      .returning();
    await deletePort(handle.db, aqaba.id);
    const [after] = await handle.db
      .select()
      .from(shoreExcursions)
      .where(eq(shoreExcursions.id, excursion?.id ?? 0));
    expect(after?.portId).toBeNull();
  });
});
