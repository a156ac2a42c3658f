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
  keywords: [r.cuisine],
  description: `${r.description} ${r.specialFeature ?? ''}`,
});
export const describeSpa = (s: SpaServiceInfo): Describable => ({
  name: s.name,
  keywords: s.features,
  description: s.description,
});
export const describeActivity = (a: ActivityInfo): Describable => ({
  name: a.name,
  keywords: [a.category],
  description: a.description,
});
export const describeExcursion = (e: ExcursionInfo): Describable => ({
  name: e.title,
  keywords: [e.portName ?? '', e.category],
  description: e.description,
});
export const describePort = (p: PortInfo): Describable => ({ name: p.portName, keywords: [p.country] });
export const describeVenue = (v: VenueInfo): Describable => ({
  name: v.name,
  keywords: [v.category, v.subcategory ?? ''],
  description: v.description,
});
