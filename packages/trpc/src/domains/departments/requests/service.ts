import { and, type Db, desc, eq, type ServiceRequestRow, serviceRequests, type Tx } from '@marsa/db';
import type { DepartmentCategory } from '@marsa/db/constants';
import { normalize } from '../../../concierge/offline/language.ts';
import { isYes } from '../../../concierge/offline/lexicon-requests.ts';
import { notFound } from '../../../errors.ts';
import { type GuestCard, withGuests } from '../../auth/guests.ts';
import { recentConversation } from '../../chat/service.ts';
import { enqueueNotification } from '../notifications/enqueue.ts';
import type { ServiceRequestFilter, ServiceRequestInput } from './schema.ts';
import { serviceRequestInputSchema } from './schema.ts';
import { categoryOfTopic } from './topic.ts';
import { type AdminServiceRequest, type ServiceRequest, toServiceRequest } from './view.ts';

/** Messages of the conversation a chat hand-off carries to the crew. */
export const HAND_OFF_EXCERPT_MESSAGES = 8;

/** A created request and the departments it was sent to (names, for the concierge's confirmation). */
export type HandOff = { request: ServiceRequest; departments: string[] };

async function insertRequest(
  db: Db,
  userId: number,
  values: { message: string; excerpt: string; category: DepartmentCategory },
): Promise<HandOff> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(serviceRequests)
      .values({ userId, ...values })
      .returning();
    if (!row) throw new Error('service request insert returned no row');
    const sent = await enqueueNotification(tx, { event: 'hand_off', userId, request: row });
    const departments = [...new Set(sent.map((n) => n.departmentName).filter(Boolean))];
    return { request: toServiceRequest(row), departments };
  });
}

/**
 * Signed-in guests (POST /api/requests): asks for a person about `message`; the department is
 * `category`, or the topic of the message. The request and its notifications commit together.
 */
export async function createServiceRequest(
  db: Db,
  userId: number,
  input: ServiceRequestInput,
): Promise<HandOff> {
  const { message, category } = serviceRequestInputSchema.parse(input);
  return insertRequest(db, userId, {
    message,
    excerpt: '',
    category: category ?? categoryOfTopic([message]),
  });
}

/**
 * The concierge's hand-off (its requestStaff tool): a request carrying the latest messages of the
 * guest's conversation, sent to the department of what the guest was asking about.
 */
export async function requestHandOff(
  db: Db,
  userId: number,
  category?: DepartmentCategory,
): Promise<HandOff> {
  const recent = await recentConversation(db, userId, HAND_OFF_EXCERPT_MESSAGES);
  const guestTexts = recent.filter((m) => m.type === 'user').map((m) => m.text);
  const excerpt = recent
    .map((m) => `${m.type === 'user' ? 'Guest' : m.type === 'staff' ? 'Crew' : 'Concierge'}: ${m.text}`)
    .join('\n');
  // After 'yes' to the offer of staff, what the guest needs is the question before it.
  const isBareYes = (text: string) => isYes(normalize(text)) && text.trim().split(/\s+/).length <= 3;
  const message = [...guestTexts].reverse().find((text) => !isBareYes(text)) ?? guestTexts.at(-1) ?? '';
  return insertRequest(db, userId, {
    message,
    excerpt,
    category: category ?? categoryOfTopic([...guestTexts].reverse()),
  });
}

/** Signed-in guests: their own requests, newest first. */
export async function listMyRequests(db: Db, userId: number): Promise<ServiceRequest[]> {
  const rows = await db
    .select()
    .from(serviceRequests)
    .where(eq(serviceRequests.userId, userId))
    .orderBy(desc(serviceRequests.id));
  return rows.map(toServiceRequest);
}

/** Signed-in guests: one of their own requests; anyone else's is 404. */
export async function getMyRequest(db: Db, userId: number, id: number): Promise<ServiceRequest> {
  const [row] = await db
    .select()
    .from(serviceRequests)
    .where(and(eq(serviceRequests.id, id), eq(serviceRequests.userId, userId)));
  if (!row) throw notFound('request.staff_not_found');
  return toServiceRequest(row);
}

const guestOf = ({ fullName, roomNumber, deck, username }: GuestCard): AdminServiceRequest['guest'] => ({
  fullName,
  roomNumber,
  deck,
  username,
});

/** The requests with their guests (the auth family's cards), in the requests' order. */
async function toAdmin(db: Db | Tx, rows: ServiceRequestRow[]): Promise<AdminServiceRequest[]> {
  const joined = await withGuests(db, rows, guestOf);
  return joined.map(({ row, guest }) => ({ ...toServiceRequest(row), guest }));
}

/** Admins: requests, newest first, optionally of one status and one department category. */
export async function listRequests(
  db: Db,
  filter: ServiceRequestFilter = {},
): Promise<AdminServiceRequest[]> {
  const rows = await db
    .select()
    .from(serviceRequests)
    .where(
      and(
        filter.status ? eq(serviceRequests.status, filter.status) : undefined,
        filter.category ? eq(serviceRequests.category, filter.category) : undefined,
      ),
    )
    .orderBy(desc(serviceRequests.id));
  return toAdmin(db, rows);
}

/** Admins: one request with its guest; unknown id 404. */
export async function getRequest(db: Db | Tx, id: number): Promise<AdminServiceRequest> {
  const rows = await db.select().from(serviceRequests).where(eq(serviceRequests.id, id));
  const [request] = await toAdmin(db, rows);
  if (!request) throw notFound('request.staff_not_found');
  return request;
}
