import { pathToFileURL } from 'node:url';
import * as XLSX from 'xlsx';
import { startTestServer } from '../src/testing/test-server.ts';

const TARGET_BYTES = 9.5 * 1024 * 1024;
const WORDS =
  'cabin deck spa dinner pool excursion sunset coral reef captain suite buffet massage towel breakfast lunch port jeddah petra snorkel kids theatre gym sauna dress code wifi laundry shuttle tender balcony minibar'.split(
    ' ',
  );

/** A deterministic FAQ-like workbook of `rows` data rows (varied words, so it compresses like real text). */
function workbook(rows: number): Uint8Array<ArrayBuffer> {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const words = (count: number) =>
    Array.from({ length: count }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');
  const sheet: string[][] = [['Topic', 'Question', 'Answer', 'Category']];
  for (let index = 0; index < rows; index++) {
    sheet.push([
      `Topic ${index % 500}`,
      `Question ${index}: ${words(8)}?`,
      `${words(30)}.`,
      `Category ${index % 20}`,
    ]);
  }
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(sheet), 'FAQ');
  return new Uint8Array(XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }));
}

/** About 10 MB: sizes a small sample, then scales the row count to the target. */
function tenMegabyteWorkbook(): { bytes: Uint8Array<ArrayBuffer>; rows: number } {
  const sampleRows = 5000;
  const perRow = workbook(sampleRows).byteLength / sampleRows;
  const rows = Math.floor(TARGET_BYTES / perRow);
  return { bytes: workbook(rows), rows };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) : 0;

/**
 * `pnpm bench` part: imports a generated ~10 MB workbook through the HTTP API and prints rows per
 * second, the process's peak memory, and the latency of GET /api/user polled by 20 guests while
 * the import runs (and before, for comparison). Server and load share this process; set
 * DATABASE_URL to measure against PostgreSQL instead of the embedded PGlite.
 */
export async function main(): Promise<void> {
  const { bytes, rows } = tenMegabyteWorkbook();
  const server = await startTestServer();
  try {
    const admin = await server.admin();
    const guests = await Promise.all(Array.from({ length: 20 }, () => server.guest()));
    let failures = 0;
    const poll = async (until: () => boolean) => {
      const latencies: number[] = [];
      await Promise.all(
        guests.map(async (guest) => {
          while (!until()) {
            const started = performance.now();
            try {
              const res = await guest.get('/api/user');
              await res.arrayBuffer();
              if (!res.ok) failures++;
            } catch {
              failures++;
            }
            latencies.push(performance.now() - started);
          }
        }),
      );
      return latencies.sort((a, b) => a - b);
    };

    const baselineEnd = Date.now() + 3000;
    const baseline = await poll(() => Date.now() > baselineEnd);

    const rssBefore = process.memoryUsage().rss;
    let peakRss = rssBefore;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 10);
    let done = false;
    const started = performance.now();
    const form = new FormData();
    form.set('excel', new File([bytes], 'bench.xlsx'));
    const importing = admin.postForm('/api/admin/knowledge-topics/import', form).then(async (res) => {
      const body = (await res.json()) as { topics?: unknown[]; message?: string };
      done = true;
      return { status: res.status, imported: body.topics?.length ?? 0, message: body.message };
    });
    const during = await poll(() => done);
    const result = await importing;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);

    const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`;
    console.log(`Knowledge import (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
    console.log(`  workbook            ${mb(bytes.byteLength)}, ${rows.toLocaleString('en-US')} rows`);
    console.log(`  result              HTTP ${result.status}: ${result.message}`);
    console.log(
      `  throughput          ${(result.imported / seconds).toFixed(0)} rows/s (${seconds.toFixed(1)} s)`,
    );
    console.log(
      `  peak memory         ${mb(peakRss)} RSS during the import (${mb(rssBefore)} before, +${mb(peakRss - rssBefore)}; server, parser worker and client share this process)`,
    );
    console.log(
      `  GET /api/user       before: p50 ${percentile(baseline, 50).toFixed(1)} ms, p99 ${percentile(baseline, 99).toFixed(1)} ms (${baseline.length} calls)`,
    );
    console.log(
      `                      during: p50 ${percentile(during, 50).toFixed(1)} ms, p99 ${percentile(during, 99).toFixed(1)} ms (${during.length} calls, ${failures} failed)`,
    );
  } finally {
    await server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
