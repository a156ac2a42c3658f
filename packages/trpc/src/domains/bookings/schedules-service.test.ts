import { type DbHandle, restaurants, spaServices } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDailyInputSchema, scheduleSlotInputSchema } from './schedules-schema.ts';
import {
  createScheduleSlot,
  dailySlotTimes,
  generateDailySchedule,
  listSchedules,
  localDate,
} from './schedules-service.ts';

let handle: DbHandle;
let restaurantId: number;
let spaId: number;
beforeAll(async () => {
  handle = await createTestDb();
  const [restaurant] = await handle.db
    .insert(restaurants)
    .values({
      name: 'Layalina',
      cuisine: 'Levantine',
      description: 'Mezze',
      location: 'Deck 6',
      capacity: 60,
      openingTime: '19:00',
      closingTime: '23:00',
    })
    .returning();
  const [spa] = await handle.db
    .insert(spaServices)
    .values({
      name: 'Royal Facial',
      description: 'Glow',
      duration: 45,
      capacity: 1,
      startTime: '09:00',
      endTime: '20:00',
    })
    .returning();
  if (!restaurant || !spa) throw new Error('fixtures missing');
  restaurantId = restaurant.id;
  spaId = spa.id;
});
afterAll(() => handle.close());

describe('slot rules', () => {
  it('keeps available spots within the total capacity and checks the date and time', () => {
    const result = scheduleSlotInputSchema.safeParse({
      serviceType: 'restaurant',
      serviceId: 1,
      date: '2026-02-30',
      time: '9:00',
      availableSpots: 5,
      totalCapacity: 4,
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['date', 'Enter a real calendar date'],
      ['time', 'Use the 24-hour format HH:MM'],
      ['availableSpots', 'Available spots cannot exceed the total capacity'],
    ]);
    const over = scheduleSlotInputSchema.safeParse({
      serviceType: 'spa',
      serviceId: 1,
      date: '2026-03-01',
      time: '09:00',
      availableSpots: 5,
      totalCapacity: 4,
    });
    expect(over.error?.issues[0]).toMatchObject({
      path: ['availableSpots'],
      message: 'Available spots cannot exceed the total capacity',
    });
    expect(scheduleSlotInputSchema.safeParse({ serviceType: 'activity' }).error?.issues[0]?.message).toBe(
      'Service type must be restaurant or spa',
    );
  });

  it('lists the twelve hours from 09:00 to 20:00', () => {
    expect(dailySlotTimes()).toEqual(
      '09:00 10:00 11:00 12:00 13:00 14:00 15:00 16:00 17:00 18:00 19:00 20:00'.split(' '),
    );
    expect(localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('schedules', () => {
  it('creates one slot, refuses the same slot again (409) and an unknown service (404)', async () => {
    const slot = scheduleSlotInputSchema.parse({
      serviceType: 'restaurant',
      serviceId: restaurantId,
      date: '2026-03-01',
      time: '19:30',
      availableSpots: 20,
      totalCapacity: 20,
    });
    expect(await createScheduleSlot(handle.db, slot)).toMatchObject({ time: '19:30', availableSpots: 20 });
    await expect(createScheduleSlot(handle.db, slot)).rejects.toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { time: ['A slot already exists for this service at that date and time'] },
    });
    await expect(
      createScheduleSlot(handle.db, { ...slot, serviceType: 'spa', serviceId: 9999 }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Spa service not found',
    });
  });

  it('generates 12 slots a day with 50 spots per restaurant slot and 10 per spa slot, once', async () => {
    const restaurantDay = await generateDailySchedule(
      handle.db,
      generateDailyInputSchema.parse({
        serviceType: 'restaurant',
        serviceId: restaurantId,
        date: '2026-03-02',
      }),
    );
    expect(restaurantDay).toEqual({ created: 12, date: '2026-03-02' });
    const again = await generateDailySchedule(
      handle.db,
      generateDailyInputSchema.parse({
        serviceType: 'restaurant',
        serviceId: restaurantId,
        date: '2026-03-02',
      }),
    );
    expect(again.created).toBe(0);

    const today = new Date(2026, 3, 9, 8, 0);
    const spaDay = await generateDailySchedule(handle.db, { serviceType: 'spa', serviceId: spaId }, today);
    expect(spaDay).toEqual({ created: 12, date: '2026-04-09' });

    const slots = await listSchedules(handle.db);
    const restaurantSlots = slots.filter((s) => s.serviceType === 'restaurant' && s.date === '2026-03-02');
    expect(restaurantSlots).toHaveLength(12);
    expect(restaurantSlots.every((s) => s.totalCapacity === 50 && s.availableSpots === 50)).toBe(true);
    const spaSlots = slots.filter((s) => s.serviceType === 'spa');
    expect(spaSlots.every((s) => s.totalCapacity === 10)).toBe(true);
    expect(spaSlots.map((s) => s.time)).toEqual(dailySlotTimes());
  });

  it('keeps an existing slot as it was when generating around it', async () => {
    const result = await generateDailySchedule(handle.db, {
      serviceType: 'restaurant',
      serviceId: restaurantId,
      date: '2026-03-01',
    });
    expect(result.created).toBe(12);
    const slots = (await listSchedules(handle.db)).filter((s) => s.date === '2026-03-01');
    expect(slots).toHaveLength(13);
    expect(slots.find((s) => s.time === '19:30')?.totalCapacity).toBe(20);
  });

  it('refuses to generate for an unknown restaurant', async () => {
    await expect(
      generateDailySchedule(handle.db, { serviceType: 'restaurant', serviceId: 9999, date: '2026-03-01' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Restaurant not found' });
  });
});
