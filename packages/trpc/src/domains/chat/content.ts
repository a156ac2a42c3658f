import { z } from 'zod';
import { ACTION_TOOLS } from '../../concierge/tools/types.ts';

/**
 * Shapes of an assistant message's content when it is a JSON string (§2 rich replies, §3
 * structured types). Browser-safe: the chat screen parses stored content with these.
 */
export const richContentSchema = z.object({
  message: z.string(),
  image: z.string().optional(),
  imageCaption: z.string().optional(),
  /** The caption in Arabic (the record's Arabic name), for an Arabic screen. */
  imageCaptionAr: z.string().optional(),
  gallery: z.array(z.string()).optional(),
});

export const welcomeContentSchema = z.object({
  type: z.literal('welcome'),
  message: z.string(),
  suggestions: z.array(z.string()),
});

/** An Arabic counterpart of a card text; absent in messages stored before it existed. */
const arabic = z.string().nullish();

export const restaurantCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameAr: arabic,
  cuisine: z.string(),
  location: z.string(),
  description: z.string(),
  descriptionAr: arabic,
  openingTime: z.string(),
  closingTime: z.string(),
  rating: z.number(),
  imageUrl: z.string(),
  freeTimes: z.array(z.string()),
});

export const restaurantsContentSchema = z.object({
  type: z.literal('restaurants'),
  message: z.string(),
  date: z.string(),
  restaurants: z.array(restaurantCardSchema),
});

export const spaServiceCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  nameAr: arabic,
  description: z.string(),
  descriptionAr: arabic,
  duration: z.number(),
  premium: z.boolean(),
  priceCents: z.number().nullable(),
  imageUrl: z.string(),
  freeTimes: z.array(z.string()),
});

export const spaServicesContentSchema = z.object({
  type: z.literal('spa_services'),
  message: z.string(),
  date: z.string(),
  services: z.array(spaServiceCardSchema),
});

/** A booked spa appointment (§3: serviceId, time, date); date 'YYYY-MM-DD', time 'HH:MM'. */
export const spaConfirmationContentSchema = z.object({
  type: z.literal('spa_confirmation'),
  message: z.string(),
  serviceId: z.number(),
  serviceName: z.string(),
  /** The treatment's Arabic name (from its record when the reply was written), for an Arabic screen. */
  serviceNameAr: z.string().nullish(),
  date: z.string(),
  time: z.string(),
  bookingId: z.number(),
});

/** A crew member's reply to the guest's hand-off request (a 'staff' message). */
export const staffReplyContentSchema = z.object({
  type: z.literal('staff_reply'),
  message: z.string(),
  requestId: z.number(),
  department: z.string(),
});

export const PROPOSAL_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/**
 * A booking, cancellation or room-service order the concierge proposes and the guest confirms
 * (issue 9): exactly what will happen, shown as a card with Confirm and Change. `action` and
 * `input` are the tool call that confirming runs, once.
 */
export const actionProposalContentSchema = z.object({
  type: z.literal('action_proposal'),
  message: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  action: z.enum(ACTION_TOOLS),
  input: z.record(z.string(), z.unknown()),
  summary: z.object({
    kind: z.enum(['restaurant', 'spa', 'activity', 'excursion', 'room_service', 'cancel']),
    title: z.string(),
    titleAr: z.string().nullable(),
    date: z.string().nullable(),
    time: z.string().nullable(),
    partySize: z.number().nullable(),
    items: z.array(
      z.object({
        name: z.string(),
        nameAr: z.string().nullable(),
        quantity: z.number(),
        priceUSD: z.number(),
      }),
    ),
    totalUSD: z.number().nullable(),
    totalSAR: z.number().nullable(),
    bookingId: z.number().nullable(),
    specialRequests: z.string().nullable(),
    /** Absent in proposals stored before the duplicate guard. */
    alreadyBooked: z.object({ bookingId: z.number(), partySize: z.number() }).nullable().default(null),
    /** Absent in proposals stored before orders named what the menu lacks. */
    notOnMenu: z.array(z.string()).default([]),
  }),
});

export const structuredContentSchema = z.discriminatedUnion('type', [
  welcomeContentSchema,
  restaurantsContentSchema,
  spaServicesContentSchema,
  spaConfirmationContentSchema,
  actionProposalContentSchema,
]);

export type RichContent = z.infer<typeof richContentSchema>;
export type WelcomeContent = z.infer<typeof welcomeContentSchema>;
export type RestaurantCard = z.infer<typeof restaurantCardSchema>;
export type RestaurantsContent = z.infer<typeof restaurantsContentSchema>;
export type SpaServiceCard = z.infer<typeof spaServiceCardSchema>;
export type SpaServicesContent = z.infer<typeof spaServicesContentSchema>;
export type SpaConfirmationContent = z.infer<typeof spaConfirmationContentSchema>;
export type ActionProposalContent = z.infer<typeof actionProposalContentSchema>;
export type StructuredContent = z.infer<typeof structuredContentSchema>;
export type StaffReplyContent = z.infer<typeof staffReplyContentSchema>;

export type MessageContent =
  | { kind: 'text'; text: string }
  | { kind: 'rich'; content: RichContent }
  | { kind: 'structured'; content: StructuredContent };

/** Reads a stored message content: a structured type, a rich reply, or else plain text. */
export function parseMessageContent(content: string): MessageContent {
  const trimmed = content.trim();
  if (!trimmed.startsWith('{')) return { kind: 'text', text: content };
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch {
    return { kind: 'text', text: content };
  }
  const structured = structuredContentSchema.safeParse(value);
  if (structured.success) return { kind: 'structured', content: structured.data };
  const rich = richContentSchema.safeParse(value);
  if (rich.success) return { kind: 'rich', content: rich.data };
  return { kind: 'text', text: content };
}

/** The readable text of a stored content (the message of a JSON reply). */
export const messageText = (content: string): string => {
  const parsed = parseMessageContent(content);
  return parsed.kind === 'text' ? parsed.text : parsed.content.message;
};
