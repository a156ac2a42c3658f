import { and, type Db, desc, eq, gte, lte, type PromotionRow, promotions } from '@marsa/db';
import { notFound } from '../../errors.ts';
import type { ImageUploadResult } from '../images/schema.ts';
import { uploadImages } from '../images/service.ts';
import type { PromotionUpdate, PromotionValues } from './schema.ts';

/** Admins: every promotion, newest first. */
export function listPromotions(db: Db): Promise<PromotionRow[]> {
  return db.select().from(promotions).orderBy(desc(promotions.id));
}

/**
 * Anyone on the server (the concierge's daily specials): the promotions shown as Active at `now`
 * by the §4 rule (isActive and now within [availableFrom, availableTo]), featured first.
 */
export function listActivePromotions(db: Db, now: Date = new Date()): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.isActive, true),
        lte(promotions.availableFrom, now),
        gte(promotions.availableTo, now),
      ),
    )
    .orderBy(desc(promotions.isFeatured), promotions.availableTo, promotions.id);
}

/** Admins: adds a promotion. */
export async function createPromotion(db: Db, values: PromotionValues): Promise<PromotionRow> {
  const [row] = await db.insert(promotions).values(values).returning();
  if (!row) throw new Error('promotion insert returned no row');
  return row;
}

/** Admins: replaces a promotion's fields (redemptions so far are kept); unknown id 404. */
export async function updatePromotion(db: Db, { id, ...values }: PromotionUpdate): Promise<PromotionRow> {
  const [row] = await db.update(promotions).set(values).where(eq(promotions.id, id)).returning();
  if (!row) throw notFound('promotion.not_found');
  return row;
}

/** Admins: removes a promotion (nothing references it); unknown id 404. */
export async function deletePromotion(db: Db, id: number): Promise<{ success: true }> {
  const rows = await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
  if (rows.length === 0) throw notFound('promotion.not_found');
  return { success: true };
}

/**
 * Admins: promotion images through the shared upload service. Id 0 (§7 '/promotions/0/images',
 * a promotion not saved yet) only stores the files and the form uses the first URL as imageUrl;
 * a saved promotion gets the first image as its imageUrl at once.
 */
export function addPromotionImages(
  db: Db,
  uploadDir: string,
  id: number,
  files: File[],
): Promise<ImageUploadResult> {
  if (id === 0) return uploadImages(db, uploadDir, files);
  return uploadImages(db, uploadDir, files, {
    notFound: 'promotion.not_found',
    // A promotion holds one image that each upload replaces, so nothing counts against the limit.
    countExisting: async (tx) => {
      const [row] = await tx
        .select({ id: promotions.id })
        .from(promotions)
        .where(eq(promotions.id, id))
        .for('update');
      return row ? 0 : undefined;
    },
    attach: async (tx, imageUrls) => {
      await tx
        .update(promotions)
        .set({ imageUrl: imageUrls[0] ?? null })
        .where(eq(promotions.id, id));
    },
  });
}
