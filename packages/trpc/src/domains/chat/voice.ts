import { AUDIO_MAX_BYTES } from '@marsa/db/constants';
import type { AiConfig } from '../../ai/config.ts';
import { openAiCompatibleTranscription } from '../../ai/transcription.ts';
import { badRequest, payloadTooLarge, serviceUnavailable, unsupportedMediaType } from '../../errors.ts';

const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/** WebM (Matroska/EBML) is recognised by its first four bytes, whatever the client claims. */
export const isWebm = (bytes: Uint8Array) => EBML_MAGIC.every((byte, index) => bytes[index] === byte);

/**
 * Transcribes the guest's recording (multipart field `audio`, webm/opus, at most 10 MB) through
 * the configured OpenAI-compatible server. 503 when none is configured or it fails; 400 with no
 * file, 413 when too large, 415 when not webm.
 */
export async function transcribeVoice(
  ai: AiConfig | undefined,
  form: FormData,
): Promise<{ processedText: string }> {
  if (!ai?.transcribeBaseUrl || !ai.transcribeModel) throw serviceUnavailable('voice.unavailable');
  const audio = form.get('audio');
  if (!(audio instanceof Blob)) {
    throw badRequest('voice.missing', {}, { field: 'audio' });
  }
  if (audio.size > AUDIO_MAX_BYTES) throw payloadTooLarge('voice.too_large');
  const bytes = new Uint8Array(await audio.arrayBuffer());
  if (!isWebm(bytes)) throw unsupportedMediaType('voice.wrong_type');
  try {
    // The AI SDK loads on the first recording, not with every API process.
    const { transcribe } = await import('ai');
    const result = await transcribe({
      model: openAiCompatibleTranscription({
        baseUrl: ai.transcribeBaseUrl,
        model: ai.transcribeModel,
        apiKey: ai.apiKey,
      }),
      audio: bytes,
      maxRetries: 1,
    });
    return { processedText: result.text.trim() };
  } catch (error) {
    console.error('[voice] transcription failed:', error instanceof Error ? error.message : error);
    throw serviceUnavailable('voice.unavailable');
  }
}
