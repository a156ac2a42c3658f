import {
  PLACEHOLDER_VENUE_IMAGE,
  SERVICE_TYPES,
  VENUE_CATEGORIES,
  VENUE_POSITION_DEFAULT,
  VENUE_POSITION_MAX,
  VENUE_POSITION_MIN,
} from '@marsa/db/constants';
import { z } from 'zod';
import {
  arabicText,
  idSchema,
  optionalImageUrl,
  optionalText,
  requiredText,
  textListSchema,
} from '../../shared/fields.ts';

const POSITION_RANGE = 'Position must be between 0 and 100';

/** §9: a percentage of the deck image, default 50. */
const position = z
  .number({ error: POSITION_RANGE })
  .min(VENUE_POSITION_MIN, POSITION_RANGE)
  .max(VENUE_POSITION_MAX, POSITION_RANGE)
  .default(VENUE_POSITION_DEFAULT);

const fields = {
  deckMapId: z.number({ error: 'Deck is required' }).pipe(idSchema),
  name: requiredText('Venue name is required', 120),
  nameAr: arabicText(120),
  category: z.enum(VENUE_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Category is required'
        : `Category must be one of: ${VENUE_CATEGORIES.join(', ')}`,
  }),
  subcategory: optionalText(80),
  description: z.string().trim().max(2000, 'Must be at most 2000 characters').default(''),
  descriptionAr: arabicText(2000),
  imageUrl: optionalImageUrl(PLACEHOLDER_VENUE_IMAGE),
  xPosition: position,
  yPosition: position,
  operatingHours: optionalText(200),
  contactInfo: optionalText(200),
  amenities: textListSchema(30, 80).optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  relatedServiceId: idSchema.nullish().transform((value) => value ?? null),
  relatedServiceType: z
    .enum(SERVICE_TYPES, { error: `Related service type must be one of: ${SERVICE_TYPES.join(', ')}` })
    .nullish()
    .transform((value) => value ?? null),
};

type Related = { relatedServiceId: number | null; relatedServiceType: string | null };

const relatedTogether = (venue: Related, ctx: z.RefinementCtx) => {
  if ((venue.relatedServiceId === null) !== (venue.relatedServiceType === null)) {
    ctx.addIssue({
      code: 'custom',
      path: [venue.relatedServiceId === null ? 'relatedServiceId' : 'relatedServiceType'],
      message: 'Give both the related service and its type, or neither',
    });
  }
};

/** The §7 venue body (venue fields plus deckMapId); positions 0..100 (§5). */
export const deckVenueInputSchema = z.object(fields).superRefine(relatedTogether);
export const deckVenueUpdateSchema = z.object({ ...fields, id: idSchema }).superRefine(relatedTogether);

export type DeckVenueInput = z.input<typeof deckVenueInputSchema>;
export type DeckVenueValues = z.output<typeof deckVenueInputSchema>;
export type DeckVenueUpdate = z.output<typeof deckVenueUpdateSchema>;
