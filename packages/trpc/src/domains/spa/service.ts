import { asc, type Db, eq, type SpaServiceRow, spaServices } from '@marsa/db';
import { PLACEHOLDER_IMAGE } from '@marsa/db/constants';
import { notFound } from '../../errors.ts';
import { withUniqueField } from '../admin-common/unique.ts';
import type { ImageUploadResult } from '../images/schema.ts';
import { uploadImages } from '../images/service.ts';
import type { SpaServiceUpdate, SpaServiceValues } from './schema.ts';

export const SPA_SERVICE_NOT_FOUND = 'Spa service not found';
export const SPA_SERVICE_NAME_TAKEN = 'A spa service with this name already exists';

/** Admins: every spa service, in creation order. */
export function listSpaServices(db: Db): Promise<SpaServiceRow[]> {
  return db.select().from(spaServices).orderBy(asc(spaServices.id));
}

/** Admins: adds a spa service; a taken name is 409 with a field error on `name`. */
export async function createSpaService(db: Db, values: SpaServiceValues): Promise<SpaServiceRow> {
  const [row] = await withUniqueField(
    () => db.insert(spaServices).values(values).returning(),
    'name',
    SPA_SERVICE_NAME_TAKEN,
  );
  if (!row) throw new Error('spa service insert returned no row');
  return row;
}

/** Admins: replaces a spa service's form fields (images are kept); unknown id 404, taken name 409. */
export async function updateSpaService(db: Db, { id, ...values }: SpaServiceUpdate): Promise<SpaServiceRow> {
  const [row] = await withUniqueField(
    () => db.update(spaServices).set(values).where(eq(spaServices.id, id)).returning(),
    'name',
    SPA_SERVICE_NAME_TAKEN,
  );
  if (!row) throw notFound(SPA_SERVICE_NOT_FOUND);
  return row;
}

/** Admins: up to 5 images per spa service, as for restaurants (the same upload service). */
export function addSpaServiceImages(
  db: Db,
  uploadDir: string,
  id: number,
  files: File[],
): Promise<ImageUploadResult> {
  return uploadImages(db, uploadDir, files, {
    notFoundMessage: SPA_SERVICE_NOT_FOUND,
    countExisting: async (tx) => {
      const [row] = await tx
        .select({ images: spaServices.images })
        .from(spaServices)
        .where(eq(spaServices.id, id))
        .for('update');
      return row?.images.length;
    },
    attach: async (tx, imageUrls) => {
      const [row] = await tx
        .select({ images: spaServices.images, imageUrl: spaServices.imageUrl })
        .from(spaServices)
        .where(eq(spaServices.id, id));
      if (!row) throw notFound(SPA_SERVICE_NOT_FOUND);
      const imageUrl = row.imageUrl === PLACEHOLDER_IMAGE ? (imageUrls[0] ?? row.imageUrl) : row.imageUrl;
      await tx
        .update(spaServices)
        .set({ images: [...row.images, ...imageUrls], imageUrl })
        .where(eq(spaServices.id, id));
    },
  });
}
