import type { DepartmentCategory } from '@marsa/db/constants';
import { findActiveVenueNamed } from '../../domains/decks/service.ts';
import { listActiveDepartmentNames } from '../../domains/departments/service.ts';
import type { ToolContext } from './context.ts';
import type { OfferingsPlace } from './types.ts';

/**
 * Where a department's offerings are: the venue named as the department ('Marsa Spa' runs the spa
 * and is on Deck 17). Null when no venue bears a department's name (the restaurants are nine places).
 */
export async function departmentPlace(
  ctx: ToolContext,
  category: DepartmentCategory,
): Promise<OfferingsPlace | null> {
  for (const name of await listActiveDepartmentNames(ctx.db, category)) {
    const row = await findActiveVenueNamed(ctx.db, name);
    if (row)
      return {
        id: row.venue.id,
        name: row.venue.name,
        nameAr: row.venue.nameAr,
        deckNumber: row.deckNumber,
        operatingHours: row.venue.operatingHours,
      };
  }
  return null;
}
