import type {
  ActivityInfo,
  ExcursionInfo,
  PortInfo,
  RestaurantInfo,
  SpaServiceInfo,
  VenueInfo,
} from '../tools/types.ts';
import type { Describable } from './match.ts';

/** How each kind of entity is recognised in the guest's words. */
export const describeRestaurant = (r: RestaurantInfo): Describable => ({
  name: r.name,
  nameAr: r.nameAr,
  keywords: [r.cuisine],
  description: `${r.description} ${r.specialFeature ?? ''}`,
});
export const describeSpa = (s: SpaServiceInfo): Describable => ({
  name: s.name,
  nameAr: s.nameAr,
  keywords: s.features,
  description: s.description,
});
export const describeActivity = (a: ActivityInfo): Describable => ({
  name: a.name,
  nameAr: a.nameAr,
  keywords: [a.category],
  description: a.description,
});
export const describeExcursion = (e: ExcursionInfo): Describable => ({
  name: e.title,
  nameAr: e.titleAr,
  keywords: [e.portName ?? '', e.category],
  description: e.description,
});
export const describePort = (p: PortInfo): Describable => ({
  name: p.portName,
  nameAr: p.portNameAr,
  keywords: [p.country],
});
export const describeVenue = (v: VenueInfo): Describable => ({
  name: v.name,
  nameAr: v.nameAr,
  keywords: [v.category, v.subcategory ?? ''],
  description: v.description,
});
