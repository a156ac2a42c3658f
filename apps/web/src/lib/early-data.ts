/**
 * Answers public/lang-init.js requested while the page loaded, by address; null once the app has
 * asked for the address (taken, or asked before lang-init.js got to it: then it never starts it).
 */
type EarlyAnswers = Record<string, Promise<Response> | null | undefined>;
type WithEarlyAnswers = { marsaEarly?: EarlyAnswers };

const answers = (): EarlyAnswers | undefined =>
  typeof window === 'undefined' ? undefined : (window as WithEarlyAnswers).marsaEarly;

/**
 * The early answer for a plain GET of this address, taken at most once (later requests go to the
 * network as usual); undefined when there is none.
 */
export function takeEarlyAnswer(url: string, init?: RequestInit): Promise<Response> | undefined {
  if (init?.method !== undefined && init.method !== 'GET') return undefined;
  if (init?.body) return undefined;
  const early = answers();
  if (!early) return undefined;
  const answer = early[url];
  early[url] = null;
  return answer ?? undefined;
}

/**
 * Forgets the early answers not taken yet: they were asked with the session of the page load, so
 * after a sign-in or sign-out they may belong to someone else (or to nobody).
 */
export function dropEarlyAnswers(): void {
  if (typeof window !== 'undefined') delete (window as WithEarlyAnswers).marsaEarly;
}
