import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ALL_CASES } from './cases/index.ts';
import { GuestSession } from './guest-session.ts';
import { changesBetween, judgeTurn } from './judge.ts';
import { printReport, summarize, type Thresholds } from './report.ts';
import { aiFromEnv, prepareShip, type Ship } from './setup.ts';
import { CATEGORIES, type Case, type TurnResult } from './types.ts';

const USAGE = `pnpm eval [options]
  --filter <category[,category]>  only these categories (${CATEGORIES.join(', ')})
  --lang <en|ar>                  only this language
  --case <text>                   only cases whose id contains the text
  --cases <file>                  play the cases a module exports as \`cases\` instead of the built-in set
                                  (a held-out set kept outside the repository until it is measured)
  --json                          print the summary as JSON instead of the report
  --min-overall <percent>         fail below this overall accuracy (EVAL_MIN_OVERALL, default 90)
  --min-arabic <percent>          fail below this Arabic accuracy (EVAL_MIN_ARABIC, default 85)
  --max-invented <n>              fail above this many invented facts (EVAL_MAX_INVENTED, default 0)
  --max-unintended <n>            fail above this many unintended actions (EVAL_MAX_UNINTENDED, default 0)
  --max-unconfirmed <n>           fail above this many actions taken before the guest confirmed
                                  (EVAL_MAX_UNCONFIRMED, default 0)
  --min-sources <percent>         fail when fewer turns name their expected sources (EVAL_MIN_SOURCES,
                                  default 0 = reported only)
  --concurrency <n>               guests chatting at once (EVAL_CONCURRENCY, default 4)
Per-turn results: apps/api/eval/out/latest.jsonl (and one file per run); summary: out/summary.json.`;

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'out');

function numberOption(
  value: string | undefined,
  fallback: string | undefined,
  byDefault: number,
  name: string,
) {
  const raw = value ?? fallback;
  if (raw === undefined || raw === '') return byDefault;
  const parsed = Number(raw);
  if (!Number.isFinite(parsed)) throw new Error(`${name} must be a number, got '${raw}'`);
  return parsed;
}

function selectCases(all: Case[], options: { filter?: string; lang?: string; case?: string }): Case[] {
  const categories = options.filter
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of categories ?? []) {
    if (!(CATEGORIES as readonly string[]).includes(name)) throw new Error(`unknown category '${name}'`);
  }
  if (options.lang && options.lang !== 'en' && options.lang !== 'ar')
    throw new Error("--lang is 'en' or 'ar'");
  return all.filter(
    (item) =>
      (!categories?.length || categories.includes(item.category)) &&
      (!options.lang || item.lang === options.lang) &&
      (!options.case || item.id.includes(options.case)),
  );
}

/** Plays one case as a fresh guest, judging each turn and what it changed. */
async function runCase(ship: Ship, item: Case): Promise<TurnResult[]> {
  const results: TurnResult[] = [];
  const base = { case: item.id, category: item.category, lang: item.lang };
  try {
    const session = await GuestSession.start(ship.server, `eval-${item.id}`, item.lang);
    const context = item.setup ? await item.setup(session) : { refs: {} };
    // What the guest holds after one turn is what they hold before the next.
    let before = await session.holdings();
    for (const [index, turn] of item.turns.entries()) {
      const said = typeof turn.say === 'function' ? turn.say(context) : turn.say;
      const reply = await session.say(said, item.lang);
      const after = await session.holdings();
      const verdict = judgeTurn({
        turn,
        said,
        lang: item.lang,
        reply,
        changes: changesBetween(before, after),
        refs: context.refs,
        knownNumbers: ship.knownNumbers,
        sources: ship.sources,
      });
      const kinds = new Set((reply.sources ?? []).map((source) => source.kind));
      results.push({
        ...base,
        turn: index,
        say: said,
        expected: verdict.expected,
        got: reply.text,
        pass: verdict.pass,
        reasons: verdict.reasons,
        invented: verdict.invented,
        unintended: verdict.unintended,
        unconfirmed: verdict.unconfirmed,
        hasSources: reply.sources === null ? null : reply.sources.length > 0,
        sourcesOk:
          reply.sources === null || !turn.sources ? null : turn.sources.every((kind) => kinds.has(kind)),
        ms: Math.round(reply.ms),
      });
      before = after;
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    for (let index = results.length; index < item.turns.length; index += 1) {
      const turn = item.turns[index];
      results.push({
        ...base,
        turn: index,
        say: typeof turn?.say === 'string' ? turn.say : '(from setup)',
        expected: [],
        got: '',
        pass: false,
        reasons: [`eval error: ${message}`],
        invented: false,
        unintended: false,
        unconfirmed: false,
        hasSources: null,
        sourcesOk: null,
        ms: 0,
      });
    }
  }
  return results;
}

async function loadCases(file: string): Promise<Case[]> {
  const loaded = (await import(pathToFileURL(path.resolve(file)).href)) as { cases?: Case[] };
  if (!Array.isArray(loaded.cases)) throw new Error(`${file} exports no 'cases' array`);
  return loaded.cases;
}

async function runAll(ship: Ship, cases: Case[], concurrency: number, onDone: () => void) {
  const results = new Map<string, TurnResult[]>();
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++] as Case;
      results.set(item.id, await runCase(ship, item));
      onDone();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return cases.flatMap((item) => results.get(item.id) ?? []);
}

function writeResults(results: TurnResult[], summary: unknown) {
  mkdirSync(outDir, { recursive: true });
  // Stable lines (no timings) so two runs diff turn by turn.
  const lines = results.map(({ ms: _ms, ...result }) => JSON.stringify(result)).join('\n');
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  writeFileSync(path.join(outDir, `run-${stamp}.jsonl`), `${lines}\n`);
  writeFileSync(path.join(outDir, 'latest.jsonl'), `${lines}\n`);
  writeFileSync(path.join(outDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: {
      filter: { type: 'string' },
      lang: { type: 'string' },
      case: { type: 'string' },
      cases: { type: 'string' },
      json: { type: 'boolean', default: false },
      'min-overall': { type: 'string' },
      'min-arabic': { type: 'string' },
      'max-invented': { type: 'string' },
      'max-unintended': { type: 'string' },
      'max-unconfirmed': { type: 'string' },
      'min-sources': { type: 'string' },
      concurrency: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const env = process.env;
  const thresholds: Thresholds = {
    minOverall: numberOption(values['min-overall'], env.EVAL_MIN_OVERALL, 90, '--min-overall'),
    minArabic: numberOption(values['min-arabic'], env.EVAL_MIN_ARABIC, 85, '--min-arabic'),
    maxInvented: numberOption(values['max-invented'], env.EVAL_MAX_INVENTED, 0, '--max-invented'),
    maxUnintended: numberOption(values['max-unintended'], env.EVAL_MAX_UNINTENDED, 0, '--max-unintended'),
    maxUnconfirmed: numberOption(values['max-unconfirmed'], env.EVAL_MAX_UNCONFIRMED, 0, '--max-unconfirmed'),
    minSources: numberOption(values['min-sources'], env.EVAL_MIN_SOURCES, 0, '--min-sources'),
  };
  const concurrency = numberOption(values.concurrency, env.EVAL_CONCURRENCY, 4, '--concurrency');
  const cases = selectCases(values.cases ? await loadCases(values.cases) : ALL_CASES, values);
  if (!cases.length) throw new Error('no case matches the filters');
  const turns = cases.reduce((sum, item) => sum + item.turns.length, 0);
  const log = values.json ? (line: string) => console.error(line) : (line: string) => console.log(line);

  const started = performance.now();
  const ai = aiFromEnv(env);
  log(
    `Marsa eval: ${cases.length} conversations, ${turns} guest turns, ${ai ? `model ${ai.model} at ${ai.baseUrl}` : 'built-in concierge'}, database ${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  const ship = await prepareShip(ai);
  let done = 0;
  const progress = () => {
    done += 1;
    if (process.stderr.isTTY) process.stderr.write(`\r${done}/${cases.length} conversations`);
  };
  try {
    const results = await runAll(ship, cases, concurrency, progress);
    if (process.stderr.isTTY) process.stderr.write('\n');
    const seconds = (performance.now() - started) / 1000;
    const summary = summarize(results, thresholds, ship.checks, seconds);
    writeResults(results, summary);
    if (values.json) console.log(JSON.stringify(summary, null, 2));
    else printReport(results, summary, log);
    return summary.failures.length ? 1 : 0;
  } finally {
    await ship.server.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    console.error(`\n${USAGE}`);
    process.exit(2);
  },
);
