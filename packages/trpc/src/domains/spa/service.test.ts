import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DbHandle } from '@marsa/db';
import { PLACEHOLDER_IMAGE } from '@marsa/db/constants';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaServiceInputSchema } from './schema.ts';
import { addSpaServiceImages, createSpaService, listSpaServices, updateSpaService } from './service.ts';

let handle: DbHandle;
let uploadDir: string;
beforeAll(async () => {
  handle = await createTestDb();
  uploadDir = mkdtempSync(path.join(tmpdir(), 'marsa-spa-'));
});
afterAll(async () => {
  await handle.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

const form = {
  name: 'Serenity Massage',
  description: 'Sixty minutes of calm.',
  duration: 60,
  features: 'Aromatherapy, Hot stones , ,Sea view',
  capacity: 2,
  startTime: '09:00',
  endTime: '20:00',
};

describe('spa services', () => {
  it('takes features as comma-separated text or a list, and defaults to Standard', async () => {
    const row = await createSpaService(handle.db, spaServiceInputSchema.parse(form));
    expect(row).toMatchObject({
      features: ['Aromatherapy', 'Hot stones', 'Sea view'],
      premium: false,
      imageUrl: PLACEHOLDER_IMAGE,
    });
    expect(spaServiceInputSchema.parse({ ...form, features: ['Facial'] }).features).toEqual(['Facial']);
  });

  it('requires the §5 fields', () => {
    const result = spaServiceInputSchema.safeParse({ name: '', duration: '', startTime: '9am' });
    const messages = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(messages).toMatchObject({
      name: 'Name is required',
      description: 'Description is required',
      duration: 'Duration is required',
      capacity: 'Capacity is required',
      startTime: 'Use the 24-hour format HH:MM',
      endTime: 'End time is required',
    });
  });

  it('refuses a taken name (409), updates, and 404s an unknown id', async () => {
    await expect(createSpaService(handle.db, spaServiceInputSchema.parse(form))).rejects.toMatchObject({
      code: 'CONFLICT',
      fieldErrors: { name: ['A spa service with this name already exists'] },
    });
    const [row] = await listSpaServices(handle.db);
    if (!row) throw new Error('fixture missing');
    const updated = await updateSpaService(handle.db, {
      ...spaServiceInputSchema.parse({ ...form, premium: true, duration: 90 }),
      id: row.id,
    });
    expect(updated).toMatchObject({ premium: true, duration: 90 });
    await expect(
      updateSpaService(handle.db, { ...spaServiceInputSchema.parse(form), id: 424242 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Spa service not found' });
  });

  it('uploads images through the shared service', async () => {
    const [row] = await listSpaServices(handle.db);
    if (!row) throw new Error('fixture missing');
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xdb, 1])], 'spa.jpg');
    const { imageUrls } = await addSpaServiceImages(handle.db, uploadDir, row.id, [jpeg]);
    const [stored] = await listSpaServices(handle.db);
    expect(stored?.images).toEqual(imageUrls);
    expect(stored?.imageUrl).toBe(imageUrls[0]);
  });
});
