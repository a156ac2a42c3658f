export type SseEvent = { event: string; id: string | undefined; data: string };

export type SseStream = {
  status: number;
  contentType: string | null;
  /** The next event (comments skipped); rejects when none arrives within `timeoutMs`. */
  next: (timeoutMs?: number) => Promise<SseEvent>;
  /** Every comment line seen so far (heartbeats). */
  comments: string[];
  close: () => void;
};

/** Opens a Server-Sent Events stream with plain fetch and parses it event by event. */
export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let wake: (() => void) | null = null;
  let ended = false;
  const pump = async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', id: undefined, data: '' };
          let hasData = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('data: ')) {
              event.data += (hasData ? '\n' : '') + line.slice(6);
              hasData = true;
            }
          }
          if (hasData) events.push(event);
          wake?.();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      ended = true;
      wake?.();
    }
  };
  void pump();
  const next = async (timeoutMs = 5000): Promise<SseEvent> => {
    const deadline = Date.now() + timeoutMs;
    while (events.length === 0) {
      if (ended) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
    return events.shift() as SseEvent;
  };
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    next,
    comments,
    close: () => abort.abort(),
  };
}
