import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLACEHOLDER_PORT_IMAGE, PLACEHOLDER_VENUE_IMAGE } from '@marsa/db/constants';
import { excursionSeeds, portSeeds } from '@marsa/db/seed-data';
import { describe, expect, it } from 'vitest';
import { excursionScenes, imageJobs, portScenes } from './manifest.ts';

const publicDir = fileURLToPath(new URL('../../../apps/web/public', import.meta.url));

describe('demo ship images', () => {
  it('are drawn at start, never kept among the web app sources (which hold only its placeholders)', () => {
    const kept = imageJobs().filter((job) => existsSync(path.join(publicDir, job.url)));
    expect(kept.map((job) => job.url)).toEqual([]);
    const webImages = readdirSync(path.join(publicDir, 'images'), { recursive: true }).map(String);
    expect(webImages.sort()).toEqual(
      [PLACEHOLDER_VENUE_IMAGE, PLACEHOLDER_PORT_IMAGE].map((url) => url.replace('/images/', '')).sort(),
    );
  });

  it('draw no words: names and captions belong to the page, in the guest language', () => {
    const withText = imageJobs().filter((job) => /<text\b/.test(job.render()));
    expect(withText.map((job) => job.url)).toEqual([]);
  });

  it('give every port and every excursion a scene of its own', () => {
    const ownPictures = portSeeds.filter(
      (port, i) => port.imageUrl && portSeeds.findIndex((other) => other.imageUrl === port.imageUrl) === i,
    );
    const scenes = [
      ...ownPictures.map((port) => portScenes[port.key]?.scene),
      ...excursionSeeds.map((excursion) => excursionScenes[excursion.slug]?.scene),
    ];
    expect(scenes).not.toContain(undefined);
    expect(scenes.length).toBeGreaterThanOrEqual(20);
    expect(new Set(scenes).size).toBe(scenes.length);
  });

  it("draw each port's picture from its own scene, not from a later call at the same port", () => {
    const jeddah = portSeeds.find((port) => port.key === 'jeddah');
    const drawing =
      imageJobs()
        .find((job) => job.url === jeddah?.imageUrl)
        ?.render() ?? '';
    // Jeddah is a city on the water (its skyline's towers), not the old town of the return call.
    expect(portScenes.jeddah.scene).toBe('city');
    expect(drawing).toContain('fill="#34455f"');
  });
});
