import { seedDemoShip } from '@marsa/db/seed';
import { roomServiceMenuSeeds } from '@marsa/db/seed-data';
import type { AiConfig } from '@marsa/trpc';
import { IMPORT_TEMPLATE_COLUMNS } from '@marsa/trpc/schemas';
import * as XLSX from 'xlsx';
import type { HttpClient } from '../src/testing/http-client.ts';
import { startTestServer, type TestServer } from '../src/testing/test-server.ts';
import { CORRECTIONS } from './cases/corrections.ts';
import { IMPORT_ROWS } from './cases/imported.ts';
import { normalize, numbersIn, sourceCorpus } from './facts.ts';
import { GuestSession } from './guest-session.ts';

export type Ship = {
  server: TestServer;
  admin: HttpClient;
  /** Every number the ship's data states, in the forms a reply may use (for the invented-number check). */
  knownNumbers: Set<string>;
  /** Every text of the ship's records (sourceCorpus), for the judge's language rule. */
  sources: string;
  /** Findings of the setup itself (import report, corrections), printed with the summary. */
  checks: Record<string, string | number | boolean>;
};

/** The spreadsheet of policies the eval imports, as a real .xlsx workbook. */
export function importWorkbook(): Uint8Array<ArrayBuffer> {
  const sheet = XLSX.utils.aoa_to_sheet([IMPORT_TEMPLATE_COLUMNS, ...IMPORT_ROWS]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Knowledge');
  const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return new Uint8Array(bytes);
}

async function importPolicies(admin: HttpClient, checks: Ship['checks']): Promise<void> {
  const form = new FormData();
  form.set('excel', new File([importWorkbook()], 'eval-policies.xlsx'));
  const res = await admin.postForm('/api/admin/knowledge-topics/import', form);
  const body = (await res.json()) as { message?: string; topics?: unknown[] };
  if (res.status !== 200) throw new Error(`import failed: ${res.status} ${JSON.stringify(body)}`);
  checks.importedTopics = body.topics?.length ?? 0;
  // Issue 9, point 9: a row that changes an existing answer is reported by row.
  const report = JSON.stringify(body);
  checks.importReportsContradiction = /Row \d+ changes the answer/i.test(report);
}

async function createCorrections(ship: Omit<Ship, 'knownNumbers' | 'sources'>): Promise<void> {
  let made = 0;
  for (const correction of CORRECTIONS) {
    const session = await GuestSession.start(ship.server, `eval-correction-${made}`, correction.lang);
    await session.say(correction.question, correction.lang);
    const learnings = (await (await ship.admin.get('/api/admin/ai-learnings')).json()) as {
      id: number;
      query: string;
    }[];
    const learning = learnings.find((row) => row.query === correction.question);
    if (!learning) throw new Error(`no AI learning recorded for '${correction.question}'`);
    const res = await ship.admin.put(`/api/admin/ai-learnings/${learning.id}`, {
      adminCorrection: correction.correction,
    });
    if (res.status !== 200) throw new Error(`correction failed: ${res.status} ${await res.text()}`);
    made += 1;
  }
  ship.checks.corrections = made;
}

/** 'HH:MM' also as the 12-hour forms a reply may use ('7:30', '7'). */
function timeForms(value: string): string[] {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return [value];
  const hour = Number(match[1]);
  const minute = match[2] ?? '00';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return [value, `${hour}:${minute}`, `${h12}:${minute}`, String(h12), String(hour), `${h12}.${minute}`];
}

/** Every string value of a JSON body. */
function stringsOf(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

/**
 * Every number in the ship's data as guests and staff can read it over the API, and every text
 * of its records.
 */
async function readShipData(
  admin: HttpClient,
  guest: HttpClient,
): Promise<{ knownNumbers: Set<string>; sources: string }> {
  const reads = [
    guest.get('/api/dining'),
    guest.get('/api/activities'),
    guest.get('/api/itinerary'),
    guest.get('/api/shore-excursions'),
    guest.get('/api/deck-maps'),
    guest.get('/api/deck-venues'),
    guest.get('/api/faq?lang=en'),
    guest.get('/api/faq?lang=ar'),
    admin.get('/api/admin/spa-services'),
    admin.get('/api/admin/promotions'),
    admin.get('/api/admin/knowledge-topics'),
    admin.get('/api/admin/ai-learnings'),
  ];
  // The in-cabin menu is the ship's data too (seeded, served by the concierge's menu tool).
  const bodies = [
    ...(await Promise.all(reads.map(async (res) => (await res).text()))),
    JSON.stringify(roomServiceMenuSeeds),
  ];
  const sources = sourceCorpus(bodies.flatMap((body) => stringsOf(JSON.parse(body))));
  const known = new Set<string>();
  const add = (value: string) => {
    for (const form of timeForms(value)) known.add(form);
    const n = Number(value);
    if (Number.isFinite(n)) {
      known.add(String(n));
      // Prices are stored in cents and shown in dollars.
      if (Number.isInteger(n) && n >= 100 && n % 100 === 0) known.add(String(n / 100));
    }
  };
  for (const body of bodies) {
    const text = normalize(body);
    for (const value of numbersIn(text)) add(value);
    const dollars = (amount: number) => {
      add(amount.toFixed(2));
      add(String(amount));
      add((amount * 3.75).toFixed(2));
      add(String(amount * 3.75));
    };
    for (const cents of text.match(/"(?:pricecents|originalprice|promotionalprice)":(\d+)/g) ?? [])
      dollars(Number(cents.split(':')[1]) / 100);
    // Excursions are priced in whole dollars ('priceUSD': 35) and shown as $35.00 (SAR 131.25).
    for (const usd of text.match(/"priceusd":(\d+(?:\.\d+)?)/g) ?? []) dollars(Number(usd.split(':')[1]));
  }
  // All-aboard is departure minus 30 minutes.
  for (const value of [...known]) {
    const match = /^(\d{1,2}):(\d{2})$/.exec(value);
    if (!match) continue;
    const total = Number(match[1]) * 60 + Number(match[2]) - 30;
    if (total >= 0)
      add(`${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`);
  }
  return { knownNumbers: known, sources };
}

/**
 * The AI settings from the same AI_* variables the server reads. The concierge uses a model server
 * only when both AI_BASE_URL and AI_MODEL are set; otherwise the built-in concierge answers.
 */
export function aiFromEnv(env: NodeJS.ProcessEnv): AiConfig | undefined {
  if (!env.AI_BASE_URL || !env.AI_MODEL) {
    if (env.AI_BASE_URL || env.AI_MODEL) {
      console.error(
        'AI_BASE_URL and AI_MODEL must both be set to use a model server; using the built-in concierge',
      );
    }
    return undefined;
  }
  return { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY || undefined, model: env.AI_MODEL };
}

/**
 * The real app on a fresh database with the demo ship, the eval's own spreadsheet imported through
 * the admin import endpoint, and the staff corrections made through the admin API.
 */
export async function prepareShip(ai: AiConfig | undefined): Promise<Ship> {
  const server = await startTestServer({ seed: (db) => seedDemoShip(db), ai });
  const admin = await server.admin();
  const checks: Ship['checks'] = {};
  await importPolicies(admin, checks);
  await createCorrections({ server, admin, checks });
  const reader = await server.guest();
  const { knownNumbers, sources } = await readShipData(admin, reader);
  return { server, admin, knownNumbers, sources, checks };
}
