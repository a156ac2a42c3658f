import autocannon from 'autocannon';

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** Runs autocannon against one URL and returns the figures we print. */
export async function load(
  url: string,
  options: {
    connections?: number;
    durationSeconds?: number;
    headers?: Record<string, string>;
    overallRate?: number;
  } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 50,
    duration: options.durationSeconds ?? 10,
    headers: options.headers ?? {},
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printRow(label: string, result: LoadResult) {
  console.log(
    `${label.padEnd(46)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50
      .toFixed(1)
      .padStart(6)} ms  p99 ${result.p99.toFixed(1).padStart(6)} ms  errors ${result.errors + result.non2xx}`,
  );
}
