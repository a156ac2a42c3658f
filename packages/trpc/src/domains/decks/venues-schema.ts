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
import { coded, codedCustomIssue, say } from '../../shared/say.ts';

/** §9: a percentage of the deck image, default 50. */
const position = z
  .number(say('venue.position_range'))
  .min(VENUE_POSITION_MIN, say('venue.position_range'))
  .max(VENUE_POSITION_MAX, say('venue.position_range'))
  .default(VENUE_POSITION_DEFAULT);

const fields = {
  deckMapId: z.number(say('venue.deck_required')).pipe(idSchema),
  name: requiredText('venue.name_required', 120),
  nameAr: arabicText(120),
  category: z.enum(VENUE_CATEGORIES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? coded(issue, 'venue.category_required')
        : coded(issue, 'field.one_of', { field: 'Category', values: VENUE_CATEGORIES }),
  }),
  subcategory: optionalText(80),
  description: z
    .string()
    .trim()
    .max(2000, say('field.too_long', { max: 2000 }))
    .default(''),
  descriptionAr: arabicText(2000),
  imageUrl: optionalImageUrl(PLACEHOLDER_VENUE_IMAGE),
  xPosition: position,
  yPosition: position,
  operatingHours: optionalText(200),
  contactInfo: optionalText(200),
  amenities: textListSchema(30, 80).optional(),
  isActive: z.boolean(say('field.boolean', { field: 'isActive' })).default(true),
  relatedServiceId: idSchema.nullish().transform((value) => value ?? null),
  relatedServiceType: z
    .enum(SERVICE_TYPES, { error: `Related service type must be one of: ${SERVICE_TYPES.join(', ')}` })
    .nullish()
    .transform((value) => value ?? null),
};

type Related = { relatedServiceId: number | null; relatedServiceType: string | null };

const relatedTogether = (venue: Related, ctx: z.RefinementCtx) => {
  if ((venue.relatedServiceId === null) !== (venue.relatedServiceType === null)) {
    ctx.addIssue(
      codedCustomIssue('venue.related_together', [
        venue.relatedServiceId === null ? 'relatedServiceId' : 'relatedServiceType',
      ]),
    );
  }
};

/** The §7 venue body (venue fields plus deckMapId); positions 0..100 (§5). */
export const deckVenueInputSchema = z.object(fields).superRefine(relatedTogether);
export const deckVenueUpdateSchema = z.object({ ...fields, id: idSchema }).superRefine(relatedTogether);

export type DeckVenueInput = z.input<typeof deckVenueInputSchema>;
export type DeckVenueValues = z.output<typeof deckVenueInputSchema>;
export type DeckVenueUpdate = z.output<typeof deckVenueUpdateSchema>;
