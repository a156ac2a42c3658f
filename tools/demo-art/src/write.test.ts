import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { imageJobs } from './manifest.ts';
import { writeDemoArt } from './write.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'marsa-art-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('draws every picture the seed references into the given folder, by its /images URL', () => {
  const { count } = writeDemoArt(dir);
  const jobs = imageJobs();
  expect(count).toBe(jobs.length);
  for (const job of jobs) {
    expect(readFileSync(path.join(dir, job.url.replace('/images/', '')), 'utf8')).toBe(job.render());
  }
});
