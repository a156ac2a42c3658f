import { eq, roomServiceOrders } from '@marsa/db';
import type { HttpClient } from '../src/testing/http-client.ts';
import type { TestServer } from '../src/testing/test-server.ts';

export type Lang = 'en' | 'ar';

/** A source of an answer as GET /api/messages may return it (issue 9, point 8). */
export type Source = { kind: string; id: number | string; title: string };

export type Reply = {
  /** The text the guest read as it streamed. */
  text: string;
  /** The readable texts of the stored reply's cards (names, cuisines, decks…), for facts shown there. */
  cards: string;
  /** The stored reply's sources, when the API returns them; null when the field is absent. */
  sources: Source[] | null;
  /** HTTP status of POST /api/chat. */
  status: number;
  ms: number;
};

/** What the guest holds: bookings, excursion bookings and room-service orders, keyed for diffing. */
export type Holdings = {
  bookings: {
    id: number;
    type: string;
    status: string;
    serviceName: string;
    date: string;
    time: string;
    partySize: number;
  }[];
  excursions: { id: number; status: string; participants: number; title: string }[];
  roomService: { id: number; items: { name: string; quantity: number }[] }[];
};

type Chunk = { type: string; delta?: string; data?: { id: number; content: string } };
type StoredMessage = { id: number; type: string; content: string; sources?: Source[] };

const CARD_KEYS_SKIPPED = new Set([
  'type',
  'message',
  'id',
  'serviceId',
  'bookingId',
  'image',
  'imageUrl',
  'gallery',
  'images',
]);

/**
 * The readable strings of a stored structured reply (not its message, ids or image addresses), as
 * the guest's screen shows them: on an Arabic screen a field with an Arabic counterpart (`name` and
 * `nameAr`, `title` and `titleAr`, …) shows the Arabic, so the English one is not read.
 */
function cardText(value: unknown, lang: Lang, key = ''): string[] {
  if (CARD_KEYS_SKIPPED.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap((item) => cardText(item, lang));
  if (value && typeof value === 'object') {
    const fields = value as Record<string, unknown>;
    const shown = (k: string) => !(lang === 'ar' && typeof fields[`${k}Ar`] === 'string' && fields[`${k}Ar`]);
    return Object.entries(fields)
      .filter(([k]) => shown(k))
      .flatMap(([k, v]) => cardText(v, lang, k));
  }
  return [];
}

/**
 * One guest in the eval: registered and signed in over HTTP, chatting as the web client does
 * (POST /api/chat with only the new message and the screen language, the reply streamed as an
 * AI SDK UI message stream), then reading the stored reply back from GET /api/messages.
 */
export class GuestSession {
  private turn = 0;
  userId = 0;

  constructor(
    readonly http: HttpClient,
    private readonly server: TestServer,
    readonly chatId: string,
  ) {}

  static async start(server: TestServer, chatId: string, lang: Lang): Promise<GuestSession> {
    const http = await server.guest();
    const session = new GuestSession(http, server, chatId);
    const me = (await (await http.get('/api/user')).json()) as { id: number };
    session.userId = me.id;
    // The web client posts the welcome when the conversation is empty (§4).
    await http.trpc('mutation', 'guest.chat.welcome', { lang });
    return session;
  }

  async say(text: string, lang: Lang): Promise<Reply> {
    const started = performance.now();
    this.turn += 1;
    const res = await this.http.post('/api/chat', {
      id: this.chatId,
      messages: [{ id: `${this.chatId}-${this.turn}`, role: 'user', parts: [{ type: 'text', text }] }],
      lang,
    });
    const body = await res.text();
    if (res.status !== 200) {
      return { text: '', cards: '', sources: null, status: res.status, ms: performance.now() - started };
    }
    const chunks = body
      .split('\n')
      .filter((line) => line.startsWith('data: ') && line !== 'data: [DONE]')
      .map((line) => JSON.parse(line.slice(6)) as Chunk);
    const streamed = chunks
      .filter((chunk) => chunk.type === 'text-delta')
      .map((chunk) => chunk.delta ?? '')
      .join('');
    const list = (await (await this.http.get('/api/messages')).json()) as StoredMessage[];
    const stored = list.at(-1);
    let cards = '';
    let storedText = stored?.content ?? '';
    if (storedText.startsWith('{')) {
      try {
        const parsed = JSON.parse(storedText) as { message?: string };
        storedText = parsed.message ?? '';
        cards = cardText(parsed, lang).join(' \n ');
      } catch {
        // plain text that starts with a brace
      }
    }
    return {
      text: streamed || storedText,
      cards,
      sources: stored && 'sources' in stored ? (stored.sources ?? []) : null,
      status: res.status,
      ms: performance.now() - started,
    };
  }

  /** The guest's bookings, excursion bookings and room-service orders, read back over the API. */
  async holdings(): Promise<Holdings> {
    const bookings = (await (await this.http.get('/api/bookings')).json()) as Holdings['bookings'];
    const excursions = (
      (await (await this.http.get('/api/shore-excursion-bookings')).json()) as {
        id: number;
        status: string;
        participants: number;
        shoreExcursion?: { title: string };
      }[]
    ).map((row) => ({
      id: row.id,
      status: row.status,
      participants: row.participants,
      title: row.shoreExcursion?.title ?? '',
    }));
    // Room-service orders have no guest read call in §7: read the guest's own rows from the database.
    const orders = await this.server.db
      .select({ id: roomServiceOrders.id, items: roomServiceOrders.items })
      .from(roomServiceOrders)
      .where(eq(roomServiceOrders.userId, this.userId));
    return {
      bookings: bookings.map(({ id, type, status, serviceName, date, time, partySize }) => ({
        id,
        type,
        status,
        serviceName,
        date,
        time,
        partySize,
      })),
      excursions,
      roomService: orders.map((order) => ({
        id: order.id,
        items: order.items as Holdings['roomService'][number]['items'],
      })),
    };
  }
}
