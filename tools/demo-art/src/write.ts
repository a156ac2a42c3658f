import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { imageJobs } from './manifest.ts';

/**
 * Draws the demo ship's SVG images from its seed data into `dir`, one file per '/images/...' URL
 * the seed references (`<dir>/ports/jeddah.svg` for '/images/ports/jeddah.svg'). The API's seeding
 * step runs it into the data directory and serves `dir` at /images.
 */
export function writeDemoArt(dir: string): { count: number; bytes: number } {
  let bytes = 0;
  const jobs = imageJobs();
  for (const job of jobs) {
    const file = path.join(dir, job.url.replace(/^\/images\//, ''));
    const svg = job.render();
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, svg);
    bytes += Buffer.byteLength(svg);
  }
  return { count: jobs.length, bytes };
}
