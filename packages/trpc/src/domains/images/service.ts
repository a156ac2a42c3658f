import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, Tx } from '@marsa/db';
import { IMAGE_MAX_BYTES, IMAGES_PER_ITEM_MAX } from '@marsa/db/constants';
import { badRequest, type ErrorCode, notFound, payloadTooLarge, unsupportedMediaType } from '../../errors.ts';
import { detectImageFormat, type ImageFormat } from './detect.ts';
import type { ImageUploadResult } from './schema.ts';

/** The item that receives the uploaded images (a restaurant, spa service or promotion). */
export type ImageTarget = {
  notFound: ErrorCode;
  /** How many images the item already holds (undefined when it does not exist); locks the row. */
  countExisting: (db: Db | Tx) => Promise<number | undefined>;
  /** Records the new URLs on the item, inside the upload's transaction. */
  attach: (tx: Tx, imageUrls: string[]) => Promise<void>;
};

type CheckedImage = { bytes: Uint8Array; format: ImageFormat };

/**
 * Admin procedures only. Checks every file (≤ 10 MB → else 413; PNG/JPEG/WebP by content → else
 * 415), writes them under `uploadDir` with random names, then attaches them to the item in one
 * transaction. If that transaction fails the written files are deleted again, so an upload
 * either fully happens or leaves nothing behind. Without a target the files are only stored
 * (a promotion that is not saved yet); the caller then uses the returned URLs.
 */
export async function uploadImages(
  db: Db,
  uploadDir: string,
  files: File[],
  target?: ImageTarget,
): Promise<ImageUploadResult> {
  if (target) assertRoom(await existingOrNotFound(db, target), files.length);
  const images = await Promise.all(files.map(checkImage));
  const written = await writeImages(uploadDir, images);
  const imageUrls = written.map((file) => `/uploads/${path.basename(file)}`);
  if (!target) return { imageUrls };
  try {
    await db.transaction(async (tx) => {
      assertRoom(await existingOrNotFound(tx, target), imageUrls.length);
      await target.attach(tx, imageUrls);
    });
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  return { imageUrls };
}

async function existingOrNotFound(db: Db | Tx, target: ImageTarget): Promise<number> {
  const existing = await target.countExisting(db);
  if (existing === undefined) throw notFound(target.notFound);
  return existing;
}

function assertRoom(existing: number, adding: number): void {
  if (existing + adding > IMAGES_PER_ITEM_MAX) throw badRequest('image.too_many', {}, { field: 'images' });
}

async function checkImage(file: File): Promise<CheckedImage> {
  if (file.size > IMAGE_MAX_BYTES) throw payloadTooLarge('image.too_large');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = detectImageFormat(bytes);
  if (!format) throw unsupportedMediaType('image.wrong_type');
  return { bytes, format };
}

async function writeImages(uploadDir: string, images: CheckedImage[]): Promise<string[]> {
  await mkdir(uploadDir, { recursive: true });
  const written: string[] = [];
  try {
    for (const image of images) {
      const file = path.join(uploadDir, `${randomBytes(16).toString('hex')}.${image.format.extension}`);
      // 'wx' never overwrites: a name collision fails loudly instead of replacing another item's image.
      await writeFile(file, image.bytes, { flag: 'wx', mode: 0o644 });
      written.push(file);
    }
  } catch (error) {
    await removeFiles(written);
    throw error;
  }
  return written;
}

async function removeFiles(files: string[]): Promise<void> {
  await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
}
