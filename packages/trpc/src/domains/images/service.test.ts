import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DbHandle } from '@marsa/db';
import { IMAGE_MAX_BYTES } from '@marsa/db/constants';
import { createTestDb } from '@marsa/db/testing';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { detectImageFormat } from './detect.ts';
import { imageUploadInputSchema } from './schema.ts';
import { uploadImages } from './service.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46];
const WEBP = [0x52, 0x49, 0x46, 0x46, 24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38];
const file = (bytes: number[], name: string, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

let handle: DbHandle;
let uploadDir: string;
beforeAll(async () => {
  handle = await createTestDb();
});
beforeEach(() => {
  uploadDir = mkdtempSync(path.join(tmpdir(), 'marsa-images-'));
});
afterEach(() => rmSync(uploadDir, { recursive: true, force: true }));
afterAll(() => handle.close());

describe('detectImageFormat', () => {
  it('recognises PNG, JPEG and WebP by their bytes', () => {
    expect(detectImageFormat(new Uint8Array(PNG))?.extension).toBe('png');
    expect(detectImageFormat(new Uint8Array(JPEG))?.extension).toBe('jpg');
    expect(detectImageFormat(new Uint8Array(WEBP))?.extension).toBe('webp');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(detectImageFormat(new TextEncoder().encode('<svg onload="alert(1)"/>'))).toBeNull();
    expect(detectImageFormat(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBeNull();
    expect(
      detectImageFormat(new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x41, 0x56, 0x49, 0x20])),
    ).toBeNull();
    expect(detectImageFormat(new Uint8Array([]))).toBeNull();
  });
});

describe('imageUploadInputSchema', () => {
  it('reads the id and the repeated images field from FormData or from { id, form }', () => {
    const form = new FormData();
    form.append('images', file(PNG, 'a.png'));
    form.append('images', file(JPEG, 'b.jpg'));
    form.set('id', '7');
    expect(imageUploadInputSchema.parse(form)).toMatchObject({ id: 7 });
    expect(imageUploadInputSchema.parse(form).images).toHaveLength(2);
    expect(imageUploadInputSchema.parse({ id: 3, form }).id).toBe(3);
  });

  it('needs at least one and at most five files', () => {
    const empty = imageUploadInputSchema.safeParse({ id: 1, form: new FormData() });
    expect(empty.error?.issues[0]).toMatchObject({
      path: ['images'],
      message: 'Please select images to upload first',
    });
    const six = new FormData();
    for (let index = 0; index < 6; index++) six.append('images', file(PNG, `${index}.png`));
    expect(imageUploadInputSchema.safeParse({ id: 1, form: six }).error?.issues[0]?.message).toBe(
      'You can upload a maximum of 5 images',
    );
    expect(imageUploadInputSchema.safeParse({ id: Number.NaN, form: six }).error?.issues[0]?.path).toEqual([
      'id',
    ]);
  });
});

describe('uploadImages', () => {
  it('writes the files under random names with the extension of their real type', async () => {
    const { imageUrls } = await uploadImages(handle.db, uploadDir, [
      file(WEBP, 'holiday.png', 'image/png'),
      file(JPEG, '../../etc/passwd.jpg'),
    ]);
    expect(imageUrls[0]).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
    expect(imageUrls[1]).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg$/);
    const names = readdirSync(uploadDir).sort();
    expect(names).toHaveLength(2);
    const webp = imageUrls[0]?.replace('/uploads/', '') ?? '';
    expect([...readFileSync(path.join(uploadDir, webp))]).toEqual(WEBP);
  });

  it('refuses a file over 10 MB with 413 and writes nothing', async () => {
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1).fill(1, 0)], 'big.png');
    await expect(uploadImages(handle.db, uploadDir, [file(PNG, 'ok.png'), big])).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Each image must be 10MB or smaller',
    });
    expect(readdirSync(uploadDir)).toHaveLength(0);
  });

  it('refuses a non-image named .png with 415 and writes nothing', async () => {
    const script = new File(['#!/bin/sh\necho hi'], 'photo.png', { type: 'image/png' });
    await expect(uploadImages(handle.db, uploadDir, [file(PNG, 'ok.png'), script])).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'Only PNG, JPEG or WebP images are allowed',
    });
    expect(readdirSync(uploadDir)).toHaveLength(0);
  });

  it('deletes the written files when the database update fails', async () => {
    const attempt = uploadImages(handle.db, uploadDir, [file(PNG, 'a.png'), file(JPEG, 'b.jpg')], {
      notFound: 'promotion.not_found',
      countExisting: async () => 0,
      attach: async () => {
        expect(readdirSync(uploadDir)).toHaveLength(2);
        throw new Error('database went away');
      },
    });
    await expect(attempt).rejects.toThrow('database went away');
    expect(readdirSync(uploadDir)).toHaveLength(0);
  });

  it('answers 404 for a missing item before writing anything', async () => {
    const attempt = uploadImages(handle.db, uploadDir, [file(PNG, 'a.png')], {
      notFound: 'promotion.not_found',
      countExisting: async () => undefined,
      attach: async () => undefined,
    });
    await expect(attempt).rejects.toMatchObject({
      code: 'NOT_FOUND',
      errorCode: 'promotion.not_found',
      message: 'Promotion not found',
    });
    expect(readdirSync(uploadDir)).toHaveLength(0);
  });
});
