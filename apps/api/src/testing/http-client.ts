/** A tiny fetch wrapper with a cookie jar, for integration tests over real HTTP. */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaultHeaders: Record<string, string> = {},
  ) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(
    method: string,
    path: string,
    init: { json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    let body = init.body;
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get = (path: string, headers?: Record<string, string>) =>
    this.request('GET', path, headers ? { headers } : {});
  post = (path: string, json?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, { json, ...(headers ? { headers } : {}) });
  put = (path: string, json?: unknown) => this.request('PUT', path, { json });
  delete = (path: string) => this.request('DELETE', path);
  postForm = (path: string, form: FormData) => this.request('POST', path, { body: form });

  /** Calls a tRPC procedure over HTTP (GET for queries, POST for mutations). */
  async trpc(kind: 'query' | 'mutation', procedure: string, input?: unknown) {
    if (kind === 'query') {
      const qs = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      return this.get(`/trpc/${procedure}${qs}`);
    }
    return this.request('POST', `/trpc/${procedure}`, { json: input ?? null });
  }
}
