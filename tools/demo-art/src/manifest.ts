import { VENUE_POSITION_DEFAULT } from '@marsa/db/constants';
import {
  activitySeeds,
  buildDeckMaps,
  buildPromotions,
  cabinsByDeck,
  deckVenueSeeds,
  excursionImageUrl,
  excursionPanoramaUrl,
  excursionSeeds,
  type PortKey,
  portPanoramaUrl,
  portSeeds,
  restaurantSeeds,
  spaSeeds,
} from '@marsa/db/seed-data';
import { type Palette, renderMotifCard } from './cards.ts';
import { renderDeckLayout } from './deck.ts';
import type { IconName } from './icons.ts';
import { activityLooks, promotionLooks, restaurantLooks, spaLooks } from './looks.ts';
import { renderPanorama, renderScenePhoto } from './photos.ts';
import type { SceneName, Variant } from './scenes.ts';
import { renderVenueScene, type VenueKind } from './venue-scene.ts';

/** One picture of the demo ship: its '/images/...' URL and how to draw it. */
export type ImageJob = { url: string; render: () => string };

/**
 * Each port and each excursion has a scene of its own (a landscape and the landmarks that set it
 * apart), so Yanbu, Sharm and Aqaba — or two reefs — never look alike.
 */
export const portScenes: Record<PortKey, { scene: SceneName; variant: Variant }> = {
  jeddah: { scene: 'city', variant: 'golden' },
  yanbu: { scene: 'harbour', variant: 'day' },
  'al-wajh': { scene: 'coast', variant: 'golden' },
  'sharm-el-sheikh': { scene: 'bay', variant: 'dusk' },
  aqaba: { scene: 'gulf', variant: 'day' },
  safaga: { scene: 'cape', variant: 'dusk' },
  // The cruise ends where it began: the return call shows Jeddah's picture (drawn once, as Jeddah).
  'jeddah-return': { scene: 'city', variant: 'golden' },
};

/** The excursion's scene, and the light of its cover (its other photos take the other lights). */
export const excursionScenes: Record<string, { scene: SceneName; variant: Variant }> = {
  'al-balad-heritage-walk': { scene: 'old-town', variant: 'day' },
  'jeddah-corniche-and-souq-shopping': { scene: 'corniche', variant: 'dusk' },
  'yanbu-reef-snorkel-safari': { scene: 'reef', variant: 'day' },
  'ras-al-baridi-beach-club-day': { scene: 'beach', variant: 'day' },
  'alula-and-hegra-heritage-expedition': { scene: 'sandstone', variant: 'day' },
  'elephant-rock-sunset-and-stargazing': { scene: 'night-desert', variant: 'dusk' },
  'private-hot-air-balloon-over-alula': { scene: 'balloons', variant: 'golden' },
  'ras-mohammed-dive-discovery': { scene: 'deep-reef', variant: 'golden' },
  'naama-bay-glass-boat-family-cruise': { scene: 'lagoon', variant: 'day' },
  'petra-grand-tour': { scene: 'canyon', variant: 'golden' },
  'wadi-rum-jeep-and-camel-adventure': { scene: 'dunes', variant: 'dusk' },
  'luxor-temples-grand-tour': { scene: 'temple', variant: 'golden' },
  'soma-bay-black-sand-spa-day': { scene: 'black-sand', variant: 'golden' },
  'hurghada-marina-and-bazaar': { scene: 'marina', variant: 'dusk' },
};

const VARIANTS: Variant[] = ['day', 'golden', 'dusk'];

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`No image style for ${what}`);
  return value;
}

function motifJobs<T>(
  items: T[],
  url: (item: T) => string | undefined,
  card: (item: T) => Parameters<typeof renderMotifCard>[0],
): ImageJob[] {
  return items.flatMap((item) => {
    const target = url(item);
    return target ? [{ url: target, render: () => renderMotifCard(card(item)) }] : [];
  });
}

/** Restaurants, treatments and activities: a room of their own on board, in their colours. */
function venueJobs<T extends { name: string }>(
  items: T[],
  kind: VenueKind,
  url: (item: T) => string | undefined | null,
  look: (item: T) => { palette: Palette; icon: IconName },
): ImageJob[] {
  return items.flatMap((item) => {
    const target = url(item);
    return target
      ? [{ url: target, render: () => renderVenueScene({ ...look(item), kind, seed: item.name }) }]
      : [];
  });
}

function portJobs(): ImageJob[] {
  const jobs: ImageJob[] = [];
  for (const port of portSeeds) {
    const { scene, variant } = portScenes[port.key];
    if (port.imageUrl) {
      const title = port.portName;
      jobs.push({
        url: port.imageUrl,
        render: () =>
          renderScenePhoto({
            scene,
            variant,
            seed: port.key,
            title,
            subtitle: port.country,
            width: 1200,
            height: 800,
          }),
      });
    }
    if (!excursionSeeds.some((excursion) => excursion.port === port.key && excursion.arMarkers)) continue;
    jobs.push({
      url: portPanoramaUrl(port.key),
      render: () => renderPanorama({ scene, variant, seed: `${port.key}-360` }),
    });
  }
  return jobs;
}

function excursionJobs(): ImageJob[] {
  return excursionSeeds.flatMap((excursion) => {
    const { scene, variant: cover } = required(excursionScenes[excursion.slug], excursion.slug);
    const first = VARIANTS.indexOf(cover);
    const gallery = excursion.gallery.map((image, i) => ({
      url: excursionImageUrl(image.slug),
      render: () =>
        renderScenePhoto({
          scene,
          variant: VARIANTS[(first + i) % VARIANTS.length] ?? 'day',
          seed: image.slug,
          title: image.caption,
          subtitle: excursion.title,
        }),
    }));
    const panorama = excursion.arMarkers
      ? [
          {
            url: excursionPanoramaUrl(excursion.slug),
            render: () =>
              renderPanorama({
                scene,
                variant: cover,
                seed: `${excursion.slug}-360`,
              }),
          },
        ]
      : [];
    return [...gallery, ...panorama];
  });
}

function deckJobs(): ImageJob[] {
  return buildDeckMaps().flatMap((deck) => {
    if (!deck.imageUrl) return [];
    const venues = deckVenueSeeds
      .filter((venue) => venue.deck === deck.deckNumber)
      .map((venue) => ({
        name: venue.name,
        category: venue.category,
        xPosition: venue.xPosition ?? VENUE_POSITION_DEFAULT,
        yPosition: venue.yPosition ?? VENUE_POSITION_DEFAULT,
      }));
    const cabins = cabinsByDeck[deck.deckNumber];
    return [
      {
        url: deck.imageUrl,
        render: () =>
          renderDeckLayout({
            deckNumber: deck.deckNumber,
            deckName: deck.deckName,
            venues,
            ...(cabins ? { cabins } : {}),
          }),
      },
    ];
  });
}

const PROMOTION_TYPE_LABELS: Record<string, string> = {
  discount: 'Discount',
  special_offer: 'Special offer',
  daily_special: 'Daily special',
  package_deal: 'Package deal',
};

/** Every picture the seed refers to, drawn from the same data the seed inserts. */
export function imageJobs(): ImageJob[] {
  const jobs: ImageJob[] = [
    ...venueJobs(
      restaurantSeeds,
      'dining',
      (r) => r.imageUrl,
      (r) => required(restaurantLooks[r.name], r.name),
    ),
    ...venueJobs(
      spaSeeds,
      'spa',
      (s) => s.imageUrl,
      (s) => required(spaLooks[s.name], s.name),
    ),
    ...venueJobs(
      activitySeeds,
      'activity',
      (a) => a.imageUrl,
      (a) => required(activityLooks[a.name], a.name),
    ),
    ...motifJobs(
      buildPromotions(new Date()),
      (p) => p.imageUrl ?? undefined,
      (p) => ({
        ...promotionLooks[p.department],
        icon:
          p.promotionType === 'package_deal'
            ? 'gift'
            : p.title.includes('Wi-Fi')
              ? 'wifi'
              : promotionLooks[p.department].icon,
        title: p.title,
        subtitle: PROMOTION_TYPE_LABELS[p.promotionType] ?? p.promotionType,
        ...(p.discountPercentage ? { badge: `-${p.discountPercentage}%` } : {}),
      }),
    ),
    ...portJobs(),
    ...excursionJobs(),
    ...deckJobs(),
  ];
  // One drawing per file: the first job for a URL wins (the return call to Jeddah reuses Jeddah's).
  const byUrl = new Map<string, ImageJob>();
  for (const job of jobs) if (!byUrl.has(job.url)) byUrl.set(job.url, job);
  return [...byUrl.values()];
}
