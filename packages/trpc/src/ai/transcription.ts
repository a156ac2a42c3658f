import type { TranscriptionModelV4 } from '@ai-sdk/provider';

type Settings = { baseUrl: string; model: string; apiKey?: string | undefined };

/**
 * A TranscriptionModelV4 for any OpenAI-compatible `/audio/transcriptions` endpoint (whisper.cpp
 * server, faster-whisper, OpenAI): posts the audio as multipart and reads `{ text }`.
 */
export function openAiCompatibleTranscription(settings: Settings): TranscriptionModelV4 {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`;
  return {
    specificationVersion: 'v4',
    provider: 'openai-compatible.transcription',
    modelId: settings.model,
    async doGenerate(options) {
      const bytes = typeof options.audio === 'string' ? Buffer.from(options.audio, 'base64') : options.audio;
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: options.mediaType }), 'audio.webm');
      form.append('model', settings.model);
      form.append('response_format', 'json');
      const headers: Record<string, string> = {};
      if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
      const response = await fetch(url, {
        method: 'POST',
        body: form,
        headers,
        ...(options.abortSignal ? { signal: options.abortSignal } : {}),
      });
      if (!response.ok) throw new Error(`transcription server answered ${response.status}`);
      const body = (await response.json()) as { text?: unknown; language?: unknown; duration?: unknown };
      if (typeof body.text !== 'string') throw new Error('transcription server sent no text');
      return {
        text: body.text,
        segments: [],
        language: typeof body.language === 'string' ? body.language : undefined,
        durationInSeconds: typeof body.duration === 'number' ? body.duration : undefined,
        warnings: [],
        response: { timestamp: new Date(), modelId: settings.model },
      };
    },
  };
}
