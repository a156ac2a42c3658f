import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLACEHOLDER_PORT_IMAGE, PLACEHOLDER_VENUE_IMAGE } from '@marsa/db/constants';
import {
  activities,
  deckMaps,
  deckVenues,
  itineraryPorts,
  promotions,
  restaurants,
  shoreExcursions,
  spaServices,
} from '@marsa/db/schema';
import { seedDemoShip } from '@marsa/db/seed';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, expect, it } from 'vitest';
import { writeDemoArt } from './write.ts';

/** The web app's own files: the placeholders a venue or port shows when it has no picture. */
const webPublicDir = fileURLToPath(new URL('../../../apps/web/public', import.meta.url));
const artDir = mkdtempSync(path.join(tmpdir(), 'marsa-seeded-art-'));
const handle = await createTestDb();
afterAll(async () => {
  await handle.close();
  rmSync(artDir, { recursive: true, force: true });
});

async function seededImageUrls(): Promise<Set<string>> {
  const { db } = handle;
  const urls = new Set<string>();
  const add = (...values: (string | null | undefined)[]) => {
    for (const value of values) if (value) urls.add(value);
  };
  for (const r of await db.select().from(restaurants)) add(r.imageUrl, ...r.images);
  for (const s of await db.select().from(spaServices)) add(s.imageUrl, ...s.images);
  for (const a of await db.select().from(activities)) add(a.imageUrl);
  for (const p of await db.select().from(itineraryPorts)) add(p.imageUrl);
  for (const d of await db.select().from(deckMaps)) add(d.imageUrl);
  for (const v of await db.select().from(deckVenues)) add(v.imageUrl);
  for (const p of await db.select().from(promotions)) add(p.imageUrl);
  for (const e of await db.select().from(shoreExcursions)) {
    add(
      ...e.images,
      e.arContent?.panorama360Url,
      e.arContent?.videoPreviewUrl,
      ...(e.arContent?.photoSphereUrls ?? []),
    );
    add(...(e.arContent?.virtualTourStops ?? []).map((stop) => stop.imageUrl));
  }
  return urls;
}

it('the seeded ship refers only to pictures writeDemoArt draws, or to the web app placeholders', async () => {
  await seedDemoShip(handle.db);
  writeDemoArt(artDir);
  const urls = await seededImageUrls();
  const placeholders = [PLACEHOLDER_VENUE_IMAGE, PLACEHOLDER_PORT_IMAGE];
  const fileOf = (url: string) =>
    placeholders.includes(url)
      ? path.join(webPublicDir, url)
      : path.join(artDir, url.replace(/^\/images\//, ''));
  const missing = [...urls].filter((url) => !url.startsWith('/images/') || !existsSync(fileOf(url)));
  expect(missing).toEqual([]);
  expect(urls.size).toBeGreaterThan(50);
  // The placeholders the database falls back to are served by the web app itself, with or without the demo.
  for (const url of placeholders) {
    expect(readFileSync(path.join(webPublicDir, url), 'utf8')).toMatch(/^<svg[^>]*viewBox/);
  }
});
