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
import { coded, codedCustomIssue, say } from '../../shared/say.ts';

const fields = {
  portName: requiredText('port.name_required', 120),
  portNameAr: arabicText(120),
  country: requiredText('port.country_required', 80),
  description: requiredText('service.description_required', 4000),
  descriptionAr: arabicText(4000),
  arrivalDate: dateSchema('port.arrival_date_required'),
  arrivalTime: timeSchema('port.arrival_time_required'),
  departureDate: dateSchema('port.departure_date_required'),
  departureTime: timeSchema('port.departure_time_required'),
  portOrder: z
    .number(say('port.order_required'))
    .int(say('port.order_whole'))
    .min(1, say('port.order_min', { min: 1 }))
    .max(1000, say('port.order_max', { max: 1000 })),
  timezone: z.enum(TIMEZONES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? coded(issue, 'port.timezone_required')
        : coded(issue, 'port.timezone_list'),
  }),
  activities: textListSchema(30, 200).optional(),
  highlights: textListSchema(30, 200).optional(),
  imageUrl: optionalImageUrl(PLACEHOLDER_PORT_IMAGE),
};

type PortTimes = { arrivalDate: string; arrivalTime: string; departureDate: string; departureTime: string };

// Both are local times of the same port, so comparing the strings is enough.
const departsAfterArrival = (port: PortTimes, ctx: z.RefinementCtx) => {
  if (`${port.departureDate} ${port.departureTime}` < `${port.arrivalDate} ${port.arrivalTime}`) {
    ctx.addIssue(codedCustomIssue('port.departure_order', ['departureDate']));
  }
};

/** §5 port form and the §7 POST/PUT body. */
export const portInputSchema = z.object(fields).superRefine(departsAfterArrival);
export const portUpdateSchema = z.object({ ...fields, id: idSchema }).superRefine(departsAfterArrival);

export type PortInput = z.input<typeof portInputSchema>;
export type PortValues = z.output<typeof portInputSchema>;
export type PortUpdate = z.output<typeof portUpdateSchema>;
