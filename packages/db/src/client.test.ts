import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from './client.ts';
import { eq } from './index.ts';
import { deckMaps, deckVenues, itineraryPorts, restaurants, scheduleSlots, users } from './schema/index.ts';
import { createTestDb } from './testing.ts';

describe('embedded PGlite persistence', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'marsa-db-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps data written before a restart', async () => {
    const dataDir = path.join(dir, 'nested', 'pglite');
    const first = await createDb({ dataDir });
    await first.migrate();
    await first.db.insert(users).values({
      username: 'persisted',
      usernameKey: 'persisted',
      passwordHash: 'x',
      fullName: 'Persisted Guest',
      roomNumber: '101',
      deck: '5',
    });
    await first.close();

    const second = await createDb({ dataDir });
    await second.migrate();
    const rows = await second.db.select().from(users).where(eq(users.username, 'persisted'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fullName).toBe('Persisted Guest');
    await second.close();
  });
});

describe('schema constraints', async () => {
  const handle = await createTestDb();
  const { db } = handle;
  afterAll(() => handle.close());

  it('rejects a rating above 5', async () => {
    await expect(
      db.insert(restaurants).values({
        name: 'Too Good',
        cuisine: 'x',
        description: 'x',
        location: 'Deck 5',
        capacity: 10,
        openingTime: '18:00',
        closingTime: '22:00',
        rating: 5.5,
      }),
    ).rejects.toThrow();
  });

  it('rejects a port order below 1', async () => {
    await expect(
      db.insert(itineraryPorts).values({
        portName: 'Nowhere',
        country: 'X',
        description: 'x',
        arrivalDate: '2026-01-01',
        arrivalTime: '08:00',
        departureDate: '2026-01-01',
        departureTime: '18:00',
        portOrder: 0,
        timezone: 'UTC+3',
      }),
    ).rejects.toThrow();
  });

  it('keeps slot spots between 0 and capacity', async () => {
    const base = { serviceType: 'spa' as const, serviceId: 1, date: '2026-01-01', totalCapacity: 10 };
    await expect(
      db.insert(scheduleSlots).values({ ...base, time: '09:00', availableSpots: 11 }),
    ).rejects.toThrow();
    await expect(
      db.insert(scheduleSlots).values({ ...base, time: '10:00', availableSpots: -1 }),
    ).rejects.toThrow();
    await expect(
      db.insert(scheduleSlots).values({ ...base, time: '11:00', availableSpots: 10 }),
    ).resolves.toBeDefined();
  });

  it('keeps venue positions within 0..100 percent', async () => {
    const [deck] = await db.insert(deckMaps).values({ deckNumber: 7, deckName: 'Lido' }).returning();
    if (!deck) throw new Error('deck not inserted');
    await expect(
      db
        .insert(deckVenues)
        .values({ deckMapId: deck.id, name: 'Pool', category: 'recreation', xPosition: 101 }),
    ).rejects.toThrow();
    const [venue] = await db
      .insert(deckVenues)
      .values({ deckMapId: deck.id, name: 'Pool', category: 'recreation' })
      .returning();
    expect(venue?.xPosition).toBe(50);
    expect(venue?.yPosition).toBe(50);
  });
});
