import { PLACEHOLDER_PORT_IMAGE, TIMEZONES } from '@marsa/db/constants';
import { z } from 'zod';
import {
  arabicText,
  dateSchema,
  idSchema,
  optionalImageUrl,
  requiredText,
  textListSchema,
  timeSchema,
} from '../../shared/fields.ts';

const fields = {
  portName: requiredText('Port name is required', 120),
  portNameAr: arabicText(120),
  country: requiredText('Country is required', 80),
  description: requiredText('Description is required', 4000),
  descriptionAr: arabicText(4000),
  arrivalDate: dateSchema('Arrival date is required'),
  arrivalTime: timeSchema('Arrival time is required'),
  departureDate: dateSchema('Departure date is required'),
  departureTime: timeSchema('Departure time is required'),
  portOrder: z
    .number({ error: 'Port order is required' })
    .int('Port order must be a whole number')
    .min(1, 'Port order must be at least 1')
    .max(1000, 'Port order must be at most 1000'),
  timezone: z.enum(TIMEZONES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? 'Timezone is required'
        : 'Choose a timezone from the list',
  }),
  activities: textListSchema(30, 200).optional(),
  highlights: textListSchema(30, 200).optional(),
  imageUrl: optionalImageUrl(PLACEHOLDER_PORT_IMAGE),
};

type PortTimes = { arrivalDate: string; arrivalTime: string; departureDate: string; departureTime: string };

// Both are local times of the same port, so comparing the strings is enough.
const departsAfterArrival = (port: PortTimes, ctx: z.RefinementCtx) => {
  if (`${port.departureDate} ${port.departureTime}` < `${port.arrivalDate} ${port.arrivalTime}`) {
    ctx.addIssue({
      code: 'custom',
      path: ['departureDate'],
      message: 'Departure must not be before arrival',
    });
  }
};

/** §5 port form and the §7 POST/PUT body. */
export const portInputSchema = z.object(fields).superRefine(departsAfterArrival);
export const portUpdateSchema = z.object({ ...fields, id: idSchema }).superRefine(departsAfterArrival);

export type PortInput = z.input<typeof portInputSchema>;
export type PortValues = z.output<typeof portInputSchema>;
export type PortUpdate = z.output<typeof portUpdateSchema>;
