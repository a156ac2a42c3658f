import type { TurnResult } from './types.ts';

export type Thresholds = {
  minOverall: number;
  minArabic: number;
  maxInvented: number;
  maxUnintended: number;
  maxUnconfirmed: number;
  /** Share of turns with expected source kinds whose reply names them (issue 9, point 8); 0 = not enforced. */
  minSources: number;
};

type Tally = { turns: number; passed: number; accuracy: number };

export type Summary = {
  turns: number;
  passed: number;
  accuracy: number;
  byCategory: Record<string, Tally>;
  byLanguage: Record<string, Tally>;
  invented: number;
  unintended: number;
  unconfirmed: number;
  /** Issue 9, point 8: replies that carry sources, and turns whose expected source kinds were named. */
  sources: { measured: boolean; repliesWithSources: number; expectedNamed: number; expectedTurns: number };
  checks: Record<string, string | number | boolean>;
  thresholds: Thresholds;
  failures: string[];
  seconds: number;
};

const percent = (passed: number, turns: number) => (turns ? Math.round((passed / turns) * 1000) / 10 : 0);

function tally(results: TurnResult[], key: (result: TurnResult) => string): Record<string, Tally> {
  const out: Record<string, Tally> = {};
  for (const result of results) {
    const name = key(result);
    const entry = out[name] ?? { turns: 0, passed: 0, accuracy: 0 };
    out[name] = entry;
    entry.turns += 1;
    if (result.pass) entry.passed += 1;
  }
  for (const entry of Object.values(out)) entry.accuracy = percent(entry.passed, entry.turns);
  return out;
}

/** The figures of a run and the thresholds it failed (empty when it passes). */
export function summarize(
  results: TurnResult[],
  thresholds: Thresholds,
  checks: Summary['checks'],
  seconds: number,
): Summary {
  const passed = results.filter((result) => result.pass).length;
  const byLanguage = tally(results, (result) => result.lang);
  const accuracy = percent(passed, results.length);
  const invented = results.filter((result) => result.invented).length;
  const unintended = results.filter((result) => result.unintended).length;
  const unconfirmed = results.filter((result) => result.unconfirmed).length;
  const failures: string[] = [];
  if (accuracy < thresholds.minOverall) failures.push(`overall ${accuracy}% < ${thresholds.minOverall}%`);
  const arabic = byLanguage.ar;
  if (arabic && arabic.accuracy < thresholds.minArabic)
    failures.push(`Arabic ${arabic.accuracy}% < ${thresholds.minArabic}%`);
  if (invented > thresholds.maxInvented)
    failures.push(`${invented} invented facts > ${thresholds.maxInvented}`);
  if (unintended > thresholds.maxUnintended)
    failures.push(`${unintended} unintended actions > ${thresholds.maxUnintended}`);
  if (unconfirmed > thresholds.maxUnconfirmed)
    failures.push(`${unconfirmed} actions before confirmation > ${thresholds.maxUnconfirmed}`);
  const measured = results.filter((result) => result.hasSources !== null);
  const expectedTurns = results.filter((result) => result.sourcesOk !== null);
  const sourced = percent(expectedTurns.filter((result) => result.sourcesOk).length, expectedTurns.length);
  if (thresholds.minSources > 0 && sourced < thresholds.minSources)
    failures.push(`sources named in ${sourced}% of turns < ${thresholds.minSources}%`);
  return {
    turns: results.length,
    passed,
    accuracy,
    byCategory: tally(results, (result) => result.category),
    byLanguage,
    invented,
    unintended,
    unconfirmed,
    sources: {
      measured: measured.length > 0,
      repliesWithSources: measured.filter((result) => result.hasSources).length,
      expectedNamed: expectedTurns.filter((result) => result.sourcesOk).length,
      expectedTurns: expectedTurns.length,
    },
    checks,
    thresholds,
    failures,
    seconds,
  };
}

const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padLeft = (text: string | number, width: number) => String(text).padStart(width);
const clip = (text: string, max = 220) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** The human report: failing turns first, then the tables and the verdict. */
export function printReport(results: TurnResult[], summary: Summary, log: (line: string) => void): void {
  const failing = results.filter((result) => !result.pass);
  if (failing.length) {
    log(`\nFailing turns (${failing.length}):`);
    for (const result of failing) {
      log(`\n✗ ${result.case} #${result.turn + 1} [${result.category}/${result.lang}]`);
      log(`  asked:    ${clip(result.say)}`);
      log(`  expected: ${clip(result.expected.join('; ') || '(no facts)')}`);
      log(`  got:      ${clip(result.got || '(nothing)')}`);
      log(`  why:      ${clip(result.reasons.join('; '), 300)}`);
    }
  }
  const table = (title: string, rows: Record<string, Tally>) => {
    log(`\n${pad(title, 16)}${padLeft('turns', 7)}${padLeft('right', 7)}${padLeft('accuracy', 10)}`);
    for (const [name, entry] of Object.entries(rows)) {
      log(
        `${pad(name, 16)}${padLeft(entry.turns, 7)}${padLeft(entry.passed, 7)}${padLeft(`${entry.accuracy}%`, 10)}`,
      );
    }
  };
  table('category', summary.byCategory);
  table('language', summary.byLanguage);
  log(
    `${pad('overall', 16)}${padLeft(summary.turns, 7)}${padLeft(summary.passed, 7)}${padLeft(`${summary.accuracy}%`, 10)}`,
  );
  log('');
  log(`invented facts:          ${summary.invented}`);
  log(`unintended actions:      ${summary.unintended}`);
  log(`actions before confirm:  ${summary.unconfirmed}`);
  const sources = summary.sources;
  log(
    sources.measured
      ? `sources:                 ${sources.repliesWithSources} replies carry sources; expected kinds named in ${sources.expectedNamed} of ${sources.expectedTurns} turns`
      : 'sources:                 not measured (GET /api/messages returns no sources field)',
  );
  for (const [name, value] of Object.entries(summary.checks)) log(`${pad(`${name}:`, 24)} ${value}`);
  log(`time:                    ${summary.seconds.toFixed(1)} s`);
  const t = summary.thresholds;
  log(
    `thresholds:              overall ≥ ${t.minOverall}%, Arabic ≥ ${t.minArabic}%, invented ≤ ${t.maxInvented}, unintended ≤ ${t.maxUnintended}, before confirm ≤ ${t.maxUnconfirmed}${t.minSources ? `, sources ≥ ${t.minSources}%` : ''}`,
  );
  log(summary.failures.length ? `\nFAIL: ${summary.failures.join('; ')}` : '\nPASS');
}
