import { asc, type Db, eq, type SpaServiceRow, spaServices } from '@marsa/db';
import { notFound } from '../../errors.ts';
import { withUniqueField } from '../../shared/unique.ts';
import { addGalleryImages } from '../images/gallery.ts';
import type { ImageUploadResult } from '../images/schema.ts';
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

/** Admins: up to 5 images per spa service (the one gallery upload shared with the other services). */
export function addSpaServiceImages(
  db: Db,
  uploadDir: string,
  id: number,
  files: File[],
): Promise<ImageUploadResult> {
  return addGalleryImages(
    db,
    uploadDir,
    { table: spaServices, id, notFoundMessage: SPA_SERVICE_NOT_FOUND },
    files,
  );
}
