import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_OPTIONS,
  DEPARTMENT_CATEGORIES,
  DINING_OPTIONS,
  EXCURSION_CATEGORIES,
  EXCURSION_DIFFICULTIES,
  SCHEDULE_CAPACITY,
  SHIP_FIGURES,
} from '../constants.ts';
import { count, eq } from '../index.ts';
import {
  activities,
  deckMaps,
  deckVenues,
  departments,
  itineraryPorts,
  knowledgeTopics,
  promotions,
  restaurants,
  scheduleSlots,
  shoreExcursions,
  spaServices,
} from '../schema/index.ts';
import { createTestDb } from '../testing.ts';
import { toIsoDate } from './dates.ts';
import { cabinsByDeck } from './decks.ts';
import { seedDemoShip } from './index.ts';

const isArabic = (text: string | null) => text !== null && /[\u0600-\u06FF]/.test(text);

const RESTAURANT_NAMES = [
  'Irth',
  'La Tavola',
  'The Fish Market',
  'Bamboo Kitchen',
  'Space Diner',
  'Layalina',
  'Khuzama',
  'Amwaj Buffet',
  'Amwaj Terrace',
];

describe('seedDemoShip', async () => {
  const handle = await createTestDb();
  const { db } = handle;
  const today = new Date();
  afterAll(() => handle.close());

  let first: { seeded: boolean } = { seeded: false };
  beforeAll(async () => {
    first = await seedDemoShip(db, { today });
  });

  it('seeds an empty database once, and leaves a seeded one alone', async () => {
    expect(first).toEqual({ seeded: true });
    const slotsBefore = await db.select({ n: count() }).from(scheduleSlots);
    expect(await seedDemoShip(db, { today })).toEqual({ seeded: false });
    expect(await db.select({ n: count() }).from(restaurants)).toEqual([{ n: 9 }]);
    expect(await db.select({ n: count() }).from(scheduleSlots)).toEqual(slotsBefore);
  });

  it('has the nine dining venues of the login page', async () => {
    const rows = await db.select().from(restaurants);
    expect(rows.map((r) => r.name).sort()).toEqual([...RESTAURANT_NAMES].sort());
    expect(rows).toHaveLength(SHIP_FIGURES.diningVenues);
    for (const row of rows) {
      expect(DINING_OPTIONS).toContain(row.diningStyle);
      expect(row.openingTime < row.closingTime).toBe(true);
    }
  });

  it('gives the spa services the ids the chat booking hint expects', async () => {
    const byId = new Map((await db.select().from(spaServices)).map((s) => [s.id, s.name]));
    expect(byId.get(1)).toMatch(/signature/i);
    expect(byId.get(2)).toMatch(/royal/i);
    expect(byId.get(2)).toMatch(/rejuvenation/i);
    expect(byId.get(2)).toMatch(/facial/i);
    expect(byId.get(3)).toMatch(/serenity/i);
    expect(byId.size).toBeGreaterThanOrEqual(5);
  });

  it('has the named activities, with categories from the preference options', async () => {
    const rows = await db.select().from(activities);
    const names = rows.map((a) => a.name);
    for (const name of ['Water Park', 'Kids Zone', 'VR Zone', 'Wellness Area']) expect(names).toContain(name);
    for (const row of rows) expect(ACTIVITY_OPTIONS).toContain(row.category);
    expect(rows.length).toBeGreaterThanOrEqual(8);
  });

  it('starts the itinerary in Jeddah today', async () => {
    const ports = await db.select().from(itineraryPorts).orderBy(itineraryPorts.portOrder);
    expect(ports.length).toBeGreaterThanOrEqual(5);
    expect(ports[0]).toMatchObject({ portName: 'Jeddah', portOrder: 1, arrivalDate: toIsoDate(today) });
    for (const port of ports) {
      expect(port.activities.length).toBeGreaterThanOrEqual(4);
      expect(port.highlights.length).toBeGreaterThanOrEqual(3);
      expect(port.departureDate >= port.arrivalDate).toBe(true);
    }
  });

  it('covers every excursion category, difficulty and price band', async () => {
    const rows = await db.select().from(shoreExcursions);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((e) => e.category))).toEqual(new Set(EXCURSION_CATEGORIES));
    expect(new Set(rows.map((e) => e.difficultyLevel))).toEqual(new Set(EXCURSION_DIFFICULTIES));
    expect(rows.some((e) => e.priceCents <= 5_000)).toBe(true);
    expect(rows.some((e) => e.priceCents > 5_000 && e.priceCents <= 15_000)).toBe(true);
    expect(rows.some((e) => e.priceCents > 15_000)).toBe(true);
    expect(rows.some((e) => e.capacity === 2)).toBe(true);
    expect(rows.some((e) => e.arContent === null)).toBe(true);
    for (const excursion of rows) {
      expect(excursion.portId).not.toBeNull();
      expect(excursion.highlights.length).toBeGreaterThanOrEqual(4);
      expect(excursion.images.length).toBeGreaterThanOrEqual(2);
      for (const marker of excursion.arContent?.arMarkers ?? []) {
        expect(marker.position.x).toBeGreaterThanOrEqual(0);
        expect(marker.position.x).toBeLessThanOrEqual(100);
        expect(marker.position.y).toBeGreaterThanOrEqual(0);
        expect(marker.position.y).toBeLessThanOrEqual(100);
      }
    }
  });

  it('has 19 decks with every restaurant, the spa and the named activities as venues', async () => {
    const decks = await db.select().from(deckMaps).orderBy(deckMaps.deckNumber);
    expect(decks.map((d) => d.deckNumber)).toEqual(
      Array.from({ length: SHIP_FIGURES.decks }, (_, i) => i + 1),
    );
    expect(decks.some((d) => d.imageUrl === null)).toBe(true);
    expect(Object.values(cabinsByDeck).reduce((sum, n) => sum + n, 0)).toBe(SHIP_FIGURES.cabins);

    const venues = await db.select().from(deckVenues);
    const restaurantRows = await db.select().from(restaurants);
    for (const restaurant of restaurantRows) {
      const venue = venues.find(
        (v) => v.relatedServiceType === 'restaurant' && v.relatedServiceId === restaurant.id,
      );
      expect(venue, restaurant.name).toMatchObject({ name: restaurant.name, category: 'dining' });
      const deck = decks.find((d) => d.id === venue?.deckMapId);
      expect(restaurant.location).toBe(`Deck ${deck?.deckNumber}`);
    }
    expect(venues.filter((v) => v.category === 'dining')).toHaveLength(SHIP_FIGURES.diningVenues);
    expect(venues.some((v) => v.category === 'spa' && v.relatedServiceType === 'spa')).toBe(true);
    for (const name of ['Water Park', 'Kids Zone', 'VR Zone', 'Wellness Area']) {
      expect(venues.find((v) => v.name === name)?.relatedServiceType).toBe('activity');
    }
  });

  it('has active, expired and daily-special promotions', async () => {
    const now = Date.now();
    const rows = await db.select().from(promotions);
    const isActive = (p: (typeof rows)[number]) =>
      p.isActive && p.availableFrom.getTime() <= now && now <= p.availableTo.getTime();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.filter(isActive).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((p) => p.availableTo.getTime() < now).length).toBeGreaterThanOrEqual(2);
    expect(
      rows.filter((p) => p.promotionType === 'daily_special' && isActive(p)).length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('has a department for each category', async () => {
    const rows = await db.select().from(departments);
    expect(new Set(rows.map((d) => d.category))).toEqual(new Set(DEPARTMENT_CATEGORIES));
  });

  it('has at least 30 FAQ topics, each in English and Arabic on one row', async () => {
    const rows = await db.select().from(knowledgeTopics);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const row of rows) {
      expect(row.lang, row.topic).toBe('en');
      expect([row.topicAr, row.questionAr, row.answerAr].every(isArabic), row.topic).toBe(true);
    }
  });

  it('gives every guest-facing name and description an Arabic counterpart (issue 9)', async () => {
    const pairs = [
      ...(await db.select().from(restaurants)).map((r) => [r.name, r.nameAr, r.descriptionAr]),
      ...(await db.select().from(spaServices)).map((r) => [r.name, r.nameAr, r.descriptionAr]),
      ...(await db.select().from(activities)).map((r) => [r.name, r.nameAr, r.descriptionAr]),
      ...(await db.select().from(deckVenues)).map((r) => [r.name, r.nameAr, r.descriptionAr]),
      ...(await db.select().from(itineraryPorts)).map((r) => [r.portName, r.portNameAr, r.descriptionAr]),
      ...(await db.select().from(shoreExcursions)).map((r) => [r.title, r.titleAr, r.descriptionAr]),
      ...(await db.select().from(promotions)).map((r) => [r.title, r.titleAr, r.descriptionAr]),
    ];
    expect(pairs.length).toBeGreaterThan(100);
    const missing = pairs.filter(
      ([, name, description]) => !isArabic(name ?? null) || !isArabic(description ?? null),
    );
    expect(missing.map(([english]) => english)).toEqual([]);
    const [irth] = await db.select().from(restaurants).where(eq(restaurants.name, 'Irth'));
    expect(irth?.nameAr).toBe('إرث');
  });

  it('opens a week of free slots from today', async () => {
    const slots = await db.select().from(scheduleSlots);
    const dates = [...new Set(slots.map((s) => s.date))].sort();
    expect(dates).toHaveLength(7);
    expect(dates[0]).toBe(toIsoDate(today));
    for (const slot of slots) expect(slot.availableSpots).toBe(slot.totalCapacity);
    const capacities = (type: string) =>
      new Set(slots.filter((s) => s.serviceType === type).map((s) => s.totalCapacity));
    expect(capacities('restaurant')).toEqual(new Set([SCHEDULE_CAPACITY.restaurant]));
    expect(capacities('spa')).toEqual(new Set([SCHEDULE_CAPACITY.spa]));
    expect(capacities('activity').size).toBeGreaterThan(0);
  });
});

describe('seedDemoShip dates', async () => {
  const handle = await createTestDb();
  afterAll(() => handle.close());

  it('counts itinerary and slot dates from the UTC date of `today`, across a month end', async () => {
    await seedDemoShip(handle.db, { today: new Date('2031-01-29T23:30:00Z') });
    const ports = await handle.db.select().from(itineraryPorts).orderBy(itineraryPorts.portOrder);
    expect(ports[0]?.arrivalDate).toBe('2031-01-29');
    expect(ports.at(-1)?.departureDate).toBe('2031-02-05');
    const dates = await handle.db
      .selectDistinct({ date: scheduleSlots.date })
      .from(scheduleSlots)
      .orderBy(scheduleSlots.date);
    expect(dates.map((d) => d.date)).toEqual([
      '2031-01-29',
      '2031-01-30',
      '2031-01-31',
      '2031-02-01',
      '2031-02-02',
      '2031-02-03',
      '2031-02-04',
    ]);
  });
});

describe('seedDemoShip run by several processes at once', async () => {
  const handle = await createTestDb();
  afterAll(() => handle.close());

  it('seeds exactly once', async () => {
    const results = await Promise.all([
      seedDemoShip(handle.db),
      seedDemoShip(handle.db),
      seedDemoShip(handle.db),
    ]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    expect(await handle.db.select({ n: count() }).from(restaurants)).toEqual([{ n: 9 }]);
  });
});
