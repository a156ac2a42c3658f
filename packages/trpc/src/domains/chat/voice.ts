import { AUDIO_MAX_BYTES } from '@marsa/db/constants';
import { transcribe } from 'ai';
import type { AiConfig } from '../../ai/config.ts';
import { openAiCompatibleTranscription } from '../../ai/transcription.ts';
import { badRequest, payloadTooLarge, serviceUnavailable, unsupportedMediaType } from '../../errors.ts';

export const VOICE_UNAVAILABLE = 'Voice transcription is not available right now. Please type your message.';
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
  if (!ai?.transcribeBaseUrl || !ai.transcribeModel) throw serviceUnavailable(VOICE_UNAVAILABLE);
  const audio = form.get('audio');
  if (!(audio instanceof Blob)) {
    throw badRequest('Please attach a recording', { audio: ['Please attach a recording'] });
  }
  if (audio.size > AUDIO_MAX_BYTES) throw payloadTooLarge('Recordings can be at most 10 MB');
  const bytes = new Uint8Array(await audio.arrayBuffer());
  if (!isWebm(bytes)) throw unsupportedMediaType('Recordings must be webm/opus audio');
  try {
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
    throw serviceUnavailable(VOICE_UNAVAILABLE);
  }
}
