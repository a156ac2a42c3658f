import type { ArContent, shoreExcursions } from '../schema/index.ts';
import { saudiExcursionSeeds } from './excursions-saudi.ts';
import { sinaiJordanEgyptExcursionSeeds } from './excursions-sinai-jordan-egypt.ts';
import type { PortKey } from './itinerary.ts';

export type NewShoreExcursion = typeof shoreExcursions.$inferInsert;

/** A gallery picture; one with a `stop` is also a stop of the excursion's virtual tour. */
export type GalleryImage = {
  slug: string;
  caption: string;
  stop?: { description: string; lat: number; lng: number };
};

export type ExcursionSeed = Omit<NewShoreExcursion, 'portId' | 'images' | 'arContent'> & {
  slug: string;
  port: PortKey;
  gallery: GalleryImage[];
  /** Points of interest on the 360° panorama, in percent; null when the excursion has no AR content. */
  arMarkers: ArContent['arMarkers'] | null;
};

export const excursionSeeds: ExcursionSeed[] = [...saudiExcursionSeeds, ...sinaiJordanEgyptExcursionSeeds];

export const excursionImageUrl = (slug: string) => `/images/excursions/${slug}.svg`;
export const excursionPanoramaUrl = (slug: string) => `/images/panoramas/${slug}.svg`;
export const portPanoramaUrl = (port: PortKey) => `/images/panoramas/port-${port}.svg`;

function buildArContent(seed: ExcursionSeed): ArContent | null {
  if (!seed.arMarkers) return null;
  return {
    panorama360Url: excursionPanoramaUrl(seed.slug),
    videoPreviewUrl: null,
    photoSphereUrls: [excursionPanoramaUrl(seed.slug), portPanoramaUrl(seed.port)],
    arMarkers: seed.arMarkers,
    virtualTourStops: seed.gallery.flatMap(({ slug, caption, stop }) =>
      stop
        ? [
            {
              id: slug,
              title: caption,
              description: stop.description,
              imageUrl: excursionImageUrl(slug),
              coordinates: { lat: stop.lat, lng: stop.lng },
            },
          ]
        : [],
    ),
  };
}

/** Excursion rows linked to the inserted ports by their keys. */
export function buildExcursions(portIds: ReadonlyMap<PortKey, number>): NewShoreExcursion[] {
  return excursionSeeds.map((seed) => {
    const { slug: _slug, port, gallery, arMarkers: _markers, ...excursion } = seed;
    const portId = portIds.get(port);
    if (portId === undefined) throw new Error(`Excursion ${seed.title}: unknown port ${port}`);
    return {
      ...excursion,
      portId,
      images: gallery.map((image) => excursionImageUrl(image.slug)),
      arContent: buildArContent(seed),
    };
  });
}
