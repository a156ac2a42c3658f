import { type Db, eq, type restaurants, type spaServices } from '@marsa/db';
import { PLACEHOLDER_IMAGE } from '@marsa/db/constants';
import { type ErrorCode, notFound } from '../../errors.ts';
import type { ImageUploadResult } from './schema.ts';
import { uploadImages } from './service.ts';

/** The tables whose rows carry an image gallery (`images`) and a cover (`imageUrl`). */
type GalleryTable = typeof restaurants | typeof spaServices;

/**
 * Stores up to 5 images for one row (counting those it has) and appends them to its gallery;
 * the first new image becomes the cover while the cover is still the placeholder.
 */
export function addGalleryImages(
  db: Db,
  uploadDir: string,
  target: { table: GalleryTable; id: number; notFound: ErrorCode },
  files: File[],
): Promise<ImageUploadResult> {
  // Both tables share these columns; the union of the two table types is too wide for drizzle's
  // overloads, so the queries run against restaurants' column shapes with the target's columns.
  const table = target.table as typeof restaurants;
  return uploadImages(db, uploadDir, files, {
    notFound: target.notFound,
    countExisting: async (tx) => {
      const [row] = await tx
        .select({ images: table.images })
        .from(table)
        .where(eq(table.id, target.id))
        .for('update');
      return row?.images.length;
    },
    attach: async (tx, imageUrls) => {
      const [row] = await tx
        .select({ images: table.images, imageUrl: table.imageUrl })
        .from(table)
        .where(eq(table.id, target.id));
      if (!row) throw notFound(target.notFound);
      const imageUrl = row.imageUrl === PLACEHOLDER_IMAGE ? (imageUrls[0] ?? row.imageUrl) : row.imageUrl;
      await tx
        .update(table)
        .set({ images: [...row.images, ...imageUrls], imageUrl })
        .where(eq(table.id, target.id));
    },
  });
}
