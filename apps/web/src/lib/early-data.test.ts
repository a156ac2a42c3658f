import { afterEach, describe, expect, it } from 'vitest';
import { dropEarlyAnswers, takeEarlyAnswer } from './early-data.ts';

type WithEarlyAnswers = { marsaEarly?: Record<string, Promise<Response>> };
const early = (answers: Record<string, Promise<Response>>) => {
  (window as WithEarlyAnswers).marsaEarly = answers;
};

afterEach(dropEarlyAnswers);

describe('early answers from the page head', () => {
  it('hands an answer to the first GET of its address only', async () => {
    early({ '/trpc/auth.me': Promise.resolve(new Response('{"result":{"data":null}}')) });
    const answer = takeEarlyAnswer('/trpc/auth.me', { method: 'GET' });
    expect(await (await answer)?.text()).toBe('{"result":{"data":null}}');
    expect(takeEarlyAnswer('/trpc/auth.me', { method: 'GET' })).toBeUndefined();
  });

  it('never answers another address, a POST or a request with a body', () => {
    early({ '/trpc/auth.me': Promise.resolve(new Response('{}')) });
    expect(takeEarlyAnswer('/trpc/guest.chat.list')).toBeUndefined();
    expect(takeEarlyAnswer('/trpc/auth.me', { method: 'POST' })).toBeUndefined();
    expect(takeEarlyAnswer('/trpc/auth.me', { body: '{}' })).toBeUndefined();
    expect(takeEarlyAnswer('/trpc/auth.me')).toBeDefined();
  });

  it('marks an address the app asked for first, so the head script never requests it after', () => {
    early({});
    expect(takeEarlyAnswer('/trpc/auth.me')).toBeUndefined();
    expect('/trpc/auth.me' in ((window as WithEarlyAnswers).marsaEarly ?? {})).toBe(true);
  });

  it('forgets the answers not taken at sign-in or sign-out', () => {
    early({ '/trpc/guest.chat.list': Promise.resolve(new Response('[]', { status: 401 })) });
    dropEarlyAnswers();
    expect(takeEarlyAnswer('/trpc/guest.chat.list')).toBeUndefined();
  });
});
