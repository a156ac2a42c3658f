import { asc, type Db, eq, type SpaServiceRow, spaServices, type Tx } from '@marsa/db';
import { galleryCrud } from '../../shared/gallery-crud.ts';
import type { SpaServiceValues } from './schema.ts';

const crud = galleryCrud<SpaServiceRow, SpaServiceValues>(spaServices, {
  notFound: 'spa.not_found',
  nameTaken: 'spa.name_taken',
  noRow: 'spa service insert returned no row',
});

/** Admins: every spa service, in creation order (also the concierge's spa list). */
export const listSpaServices = crud.list;
/** Admins: adds a spa service; a taken name is 409 with a field error on `name`. */
export const createSpaService = crud.create;
/** Admins: replaces a spa service's form fields (images are kept); unknown id 404, taken name 409. */
export const updateSpaService = crud.update;
/** Admins: up to 5 images per spa service (the one gallery upload shared with the other services). */
export const addSpaServiceImages = crud.addImages;
/** The dashboard's count. */
export const countSpaServices = crud.count;

/** One spa service, or undefined (booking reads what it books through this). */
export async function findSpaService(db: Db | Tx, id: number): Promise<SpaServiceRow | undefined> {
  const [row] = await db.select().from(spaServices).where(eq(spaServices.id, id)).limit(1);
  return row;
}

/** The columns the recommendation engine scores, every spa service in id order. */
export function listSpaServicesForScoring(db: Db | Tx) {
  return db
    .select({
      id: spaServices.id,
      name: spaServices.name,
      nameAr: spaServices.nameAr,
      description: spaServices.description,
      descriptionAr: spaServices.descriptionAr,
      duration: spaServices.duration,
      capacity: spaServices.capacity,
      premium: spaServices.premium,
      features: spaServices.features,
      priceCents: spaServices.priceCents,
      imageUrl: spaServices.imageUrl,
    })
    .from(spaServices)
    .orderBy(asc(spaServices.id));
}
