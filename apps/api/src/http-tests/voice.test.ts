import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

/** The first bytes of a WebM file (EBML header), followed by some payload. */
const webm = (size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x1a, 0x45, 0xdf, 0xa3]);
  return bytes;
};
const audioForm = (bytes: Uint8Array, type = 'audio/webm;codecs=opus') => {
  const form = new FormData();
  form.append('audio', new Blob([new Uint8Array(bytes)], { type }), 'voice.webm');
  return form;
};

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

/** A tiny OpenAI-compatible transcription server: the one test double these tests allow. */
let whisper: Server;
let received: { path: string; body: Buffer; authorization: string | undefined }[] = [];
let unconfigured: TestServer;
let configured: TestServer;

beforeAll(async () => {
  whisper = createServer(async (req, res) => {
    const body = await readBody(req);
    received.push({ path: req.url ?? '', body, authorization: req.headers.authorization });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ text: '  Book a table for two tonight  ' }));
  });
  await new Promise<void>((resolve) => whisper.listen(0, '127.0.0.1', resolve));
  const { port } = whisper.address() as AddressInfo;
  unconfigured = await startTestServer();
  configured = await startTestServer({
    ai: {
      transcribeBaseUrl: `http://127.0.0.1:${port}/v1`,
      transcribeModel: 'whisper-small',
      apiKey: 'sk-test',
    },
  });
});
afterAll(async () => {
  await unconfigured.close();
  await configured.close();
  await new Promise<void>((resolve) => whisper.close(() => resolve()));
});

describe('POST /api/voice/transcribe', () => {
  it('answers 503 with a clear message when no transcription server is configured', async () => {
    const guest = await unconfigured.guest();
    const res = await guest.postForm('/api/voice/transcribe', audioForm(webm()));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      message: 'Voice transcription is not available right now. Please type your message.',
      code: 'voice.unavailable',
      params: {},
    });
  });

  it('transcribes a webm recording through the configured /audio/transcriptions server', async () => {
    received = [];
    const guest = await configured.guest();
    const res = await guest.postForm('/api/voice/transcribe', audioForm(webm()));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ processedText: 'Book a table for two tonight' });
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe('/v1/audio/transcriptions');
    expect(received[0]?.authorization).toBe('Bearer sk-test');
    const body = received[0]?.body.toString('latin1') ?? '';
    expect(body).toContain('name="model"');
    expect(body).toContain('whisper-small');
    expect(body).toContain('\x1a\x45\xdf\xa3');
  });

  it('refuses anonymous callers, missing, oversized and non-webm audio', async () => {
    expect((await configured.client().postForm('/api/voice/transcribe', audioForm(webm()))).status).toBe(401);
    const guest = await configured.guest();
    const missing = await guest.postForm('/api/voice/transcribe', new FormData());
    expect(missing.status).toBe(400);
    expect((await missing.json()).fieldErrors).toEqual({ audio: ['Please attach a recording'] });
    const wav = await guest.postForm(
      '/api/voice/transcribe',
      audioForm(new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2]), 'audio/webm'),
    );
    expect(wav.status).toBe(415);
    const huge = await guest.postForm('/api/voice/transcribe', audioForm(webm(10 * 1024 * 1024 + 1)));
    expect(huge.status).toBe(413);
  });
});
