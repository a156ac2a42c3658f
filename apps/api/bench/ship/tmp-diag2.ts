import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const { cookies } = JSON.parse(readFileSync('/tmp/i10-ship-db.json', 'utf8')) as { cookies: string[] };
const base = process.argv[2] ?? 'http://127.0.0.1:3325';
const path = process.argv[3] ?? '/api/messages';
const useEtag = process.argv[4] === 'etag';
const etags: string[] = [];
if (useEtag)
  for (let at = 0; at < cookies.length; at += 50)
    await Promise.all(
      cookies.slice(at, at + 50).map(async (cookie, i) => {
        const r = await fetch(base + path, { headers: { cookie } });
        await r.arrayBuffer();
        etags[at + i] = r.headers.get('etag') ?? '';
      }),
    );
let next = 0;
const t0 = Date.now();
const result = await autocannon({
  url: base + path,
  connections: 50,
  duration: 6,
  requests: [
    {
      setupRequest: (req) => {
        next = (next + 1) % cookies.length;
        const headers: Record<string, string> = { cookie: cookies[next] ?? '' };
        if (useEtag) headers['if-none-match'] = etags[next] ?? '';
        return { ...req, headers };
      },
    },
  ],
});
console.log(
  path,
  useEtag ? 'etag' : '',
  'rps',
  result.requests.average,
  'p50',
  result.latency.p50,
  'p99',
  result.latency.p99,
  'non2xx',
  result.non2xx,
  Date.now() - t0,
);
