import { asc, type Db, eq, type restaurants, type spaServices } from '@marsa/db';
import { addGalleryImages } from '../domains/images/gallery.ts';
import type { ImageUploadResult } from '../domains/images/schema.ts';
import { type ErrorCode, notFound } from '../errors.ts';
import { countRows } from './count.ts';
import { withUniqueField } from './unique.ts';

/** The tables whose admin CRUD is the same: a unique name, form fields, an image gallery. */
type GalleryTable = typeof restaurants | typeof spaServices;

/**
 * The admin service of a restaurant-like table (restaurants and spa services share it): list in
 * creation order, create and update with a taken name as 409 on `name`, unknown id 404, up to 5
 * gallery images. Each family passes its own table and messages and re-exports the functions.
 */
export function galleryCrud<Row, Values extends object>(
  target: GalleryTable,
  messages: { notFound: ErrorCode; nameTaken: ErrorCode; noRow: string },
) {
  // The union of the two table types is too wide for drizzle's overloads (see images/gallery.ts):
  // the queries are typed against restaurants' columns and return the target's rows.
  const table = target as typeof restaurants;
  return {
    list: (db: Db): Promise<Row[]> => db.select().from(table).orderBy(asc(table.id)) as Promise<Row[]>,

    count: (db: Db): Promise<number> => countRows(db, table),

    create: async (db: Db, values: Values): Promise<Row> => {
      const [row] = await withUniqueField(
        () =>
          db
            .insert(table)
            .values(values as typeof restaurants.$inferInsert)
            .returning(),
        'name',
        messages.nameTaken,
      );
      if (!row) throw new Error(messages.noRow);
      return row as Row;
    },

    update: async (db: Db, { id, ...values }: Values & { id: number }): Promise<Row> => {
      const [row] = await withUniqueField(
        () =>
          db
            .update(table)
            .set(values as Partial<typeof restaurants.$inferInsert>)
            .where(eq(table.id, id))
            .returning(),
        'name',
        messages.nameTaken,
      );
      if (!row) throw notFound(messages.notFound);
      return row as Row;
    },

    addImages: (db: Db, uploadDir: string, id: number, files: File[]): Promise<ImageUploadResult> =>
      addGalleryImages(db, uploadDir, { table: target, id, notFound: messages.notFound }, files),
  };
}
