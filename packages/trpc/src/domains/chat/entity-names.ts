import type { Db } from '@marsa/db';
import { listActivities } from '../activities/service.ts';
import { listActiveVenues } from '../decks/service.ts';
import { listExcursions } from '../excursions/service.ts';
import { listPorts } from '../itinerary/service.ts';
import { listDiningVenues } from '../restaurants/dining-service.ts';
import { listSpaServicesForScoring } from '../spa/service.ts';

type Named = { name: string; nameAr: string | null };

/**
 * §2: the names the chat shows in bold, in English and Arabic: the ship's restaurants, venues, spa
 * treatments, activities, shore excursions and ports, as the database holds them (so another
 * ship's names are bolded too). The replies keep their text; the chat bolds these names in them.
 */
export async function entityNames(db: Db): Promise<string[]> {
  const [restaurants, venues, spa, activities, excursions, ports] = await Promise.all([
    listDiningVenues(db),
    listActiveVenues(db),
    listSpaServicesForScoring(db),
    listActivities(db),
    listExcursions(db),
    listPorts(db),
  ]);
  const named: Named[] = [
    ...restaurants,
    ...venues,
    ...spa,
    ...activities,
    ...excursions.map((excursion) => ({ name: excursion.title, nameAr: excursion.titleAr })),
    ...ports.map((port) => ({ name: port.portName, nameAr: port.portNameAr })),
  ];
  const names = named.flatMap(({ name, nameAr }) => (nameAr ? [name, nameAr] : [name]));
  return [...new Set(names.map((name) => name.trim()).filter(Boolean))];
}
