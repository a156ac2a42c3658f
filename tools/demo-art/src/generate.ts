/**
 * Draws the demo ship's SVG images into apps/web/public/images (served at the /images/... URLs the
 * seed data references) from the seed data, so pictures and names never drift apart. Run after
 * changing seed data:  pnpm --filter @marsa/demo-art generate
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { imageJobs } from './manifest.ts';

const publicDir = fileURLToPath(new URL('../../../apps/web/public', import.meta.url));

let bytes = 0;
const jobs = imageJobs();
for (const job of jobs) {
  const file = path.join(publicDir, job.url);
  const svg = job.render();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, svg);
  bytes += Buffer.byteLength(svg);
}
console.log(`Wrote ${jobs.length} images (${Math.round(bytes / 1024)} KiB) to ${publicDir}/images`);
