import { activities, type DbHandle } from '@marsa/db';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listActivities } from './service.ts';
import { activityRow } from './test-fixtures.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

it('lists every activity by name with schedule, location and whether it can be booked', async () => {
  const vrZone = {
    category: 'entertainment',
    location: 'Deck 18',
    schedule: 'Daily 10:00–22:00',
    ageGroup: 'Ages 10+',
    capacity: 16,
    isBookable: true,
  };
  await handle.db.insert(activities).values([activityRow('VR Zone', vrZone), activityRow('Stargazing Deck')]);
  const list = await listActivities(handle.db);
  expect(list.map((a) => a.name)).toEqual(['Stargazing Deck', 'VR Zone']);
  expect(list[1]).toMatchObject(vrZone);
  expect(list[0]).toMatchObject({ ageGroup: null, capacity: null, isBookable: false });
});
