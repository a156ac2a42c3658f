import { type DeckVenueInput, VENUE_POSITION_DEFAULT } from '@marsa/trpc/schemas';
import { startingValues } from '../admin-common/starting-values.ts';
import type { DeckVenue } from './types.ts';

/** What the venue dialog edits; the related service is one select ('restaurant:3') for two fields. */
export type VenueFormValues = {
  deckMapId: string;
  name: string;
  nameAr: string;
  category: string;
  subcategory: string;
  description: string;
  descriptionAr: string;
  imageUrl: string;
  xPosition: number | string;
  yPosition: number | string;
  operatingHours: string;
  contactInfo: string;
  amenities: string[];
  isActive: boolean;
  relatedService: string;
};

/** The dialog's starting values: a saved venue's, or the §9 defaults on the selected deck (50, 50). */
export function venueFormValues(venue: DeckVenue | null, deckMapId: number | null): VenueFormValues {
  const values = startingValues<VenueFormValues>(
    venue ? { ...venue, deckMapId: String(venue.deckMapId) } : null,
    {
      deckMapId: deckMapId === null ? '' : String(deckMapId),
      name: '',
      nameAr: '',
      category: '',
      subcategory: '',
      description: '',
      descriptionAr: '',
      imageUrl: '',
      xPosition: VENUE_POSITION_DEFAULT,
      yPosition: VENUE_POSITION_DEFAULT,
      operatingHours: '',
      contactInfo: '',
      amenities: [],
      isActive: true,
      relatedService: '',
    },
  );
  if (venue?.relatedServiceType && venue.relatedServiceId)
    values.relatedService = `${venue.relatedServiceType}:${venue.relatedServiceId}`;
  return values;
}

const numberOrUndefined = (value: number | string) =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

/** A venue body whose deck may still be unchosen (the schema then says 'Deck is required'). */
export type VenueBody = Omit<DeckVenueInput, 'deckMapId'> & { deckMapId: number | undefined };

/** The §7 venue body for the form's values (checked by the shared deckVenueInputSchema). */
export function toVenueInput(values: VenueFormValues): VenueBody {
  const [type, id] = values.relatedService ? values.relatedService.split(':') : [];
  return {
    deckMapId: values.deckMapId ? Number(values.deckMapId) : undefined,
    name: values.name,
    nameAr: values.nameAr,
    category: values.category as DeckVenueInput['category'],
    subcategory: values.subcategory,
    description: values.description,
    descriptionAr: values.descriptionAr,
    imageUrl: values.imageUrl.trim(),
    xPosition: numberOrUndefined(values.xPosition),
    yPosition: numberOrUndefined(values.yPosition),
    operatingHours: values.operatingHours,
    contactInfo: values.contactInfo,
    amenities: values.amenities,
    isActive: values.isActive,
    relatedServiceId: id ? Number(id) : null,
    relatedServiceType: type ? (type as DeckVenueInput['relatedServiceType']) : null,
  };
}

/** A saved venue as an update body, e.g. to move it or switch it on or off without the dialog. */
export function venueUpdateBody(
  venue: DeckVenue,
  changes: Partial<DeckVenueInput>,
): DeckVenueInput & { id: number } {
  return {
    id: venue.id,
    deckMapId: venue.deckMapId,
    name: venue.name,
    nameAr: venue.nameAr,
    category: venue.category,
    subcategory: venue.subcategory,
    description: venue.description,
    descriptionAr: venue.descriptionAr,
    imageUrl: venue.imageUrl,
    xPosition: venue.xPosition,
    yPosition: venue.yPosition,
    operatingHours: venue.operatingHours,
    contactInfo: venue.contactInfo,
    amenities: venue.amenities,
    isActive: venue.isActive,
    relatedServiceId: venue.relatedServiceId,
    relatedServiceType: venue.relatedServiceType,
    ...changes,
  };
}

/** Schema or server errors on the two related-service fields belong to the one select. */
export function venueFormErrors<E>(errors: Record<string, E>): Record<string, E> {
  const result: Record<string, E> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (message === undefined || message === null || message === '') continue;
    const field = path === 'relatedServiceId' || path === 'relatedServiceType' ? 'relatedService' : path;
    result[field] ??= message;
  }
  return result;
}
