import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIO_CONSTRAINTS, AUDIO_MIME, VOICE_PROCESSING_MS } from '../../lib/ui-constants.ts';

/** §4 voice recording: idle → recording → processing (at least 2 s) → idle. */
export type VoiceState = 'idle' | 'recording' | 'processing';

type VoiceTexts = { micDenied: string; failed: string };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** §7 POST /api/voice/transcribe: multipart 'audio' (webm/opus) → processedText. */
export async function transcribe(audio: Blob): Promise<string> {
  const form = new FormData();
  form.append('audio', audio, 'voice-message.webm');
  const response = await fetch('/api/voice/transcribe', {
    method: 'POST',
    body: form,
    credentials: 'include',
  });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  const body: unknown = await response.json();
  const text = body && typeof body === 'object' && 'processedText' in body ? body.processedText : undefined;
  if (typeof text !== 'string') throw new Error('The transcription had no processedText');
  return text;
}

/**
 * Records a voice message with the §9 audio settings, has it transcribed and hands the text on.
 * Failures use the browser's alert with the §5 texts, as the spec has it.
 */
export function useVoiceRecorder(onText: (text: string) => void, texts: VoiceTexts) {
  const [state, setState] = useState<VoiceState>('idle');
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const latest = useRef({ onText, texts });
  useEffect(() => {
    latest.current = { onText, texts };
  }, [onText, texts]);

  const releaseMicrophone = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  const process = useCallback(async (audio: Blob) => {
    setState('processing');
    const outcome = transcribe(audio).then(
      (text) => ({ text: text.trim() }),
      (error: unknown) => ({ error }),
    );
    const [result] = await Promise.all([outcome, delay(VOICE_PROCESSING_MS)]);
    setState('idle');
    if ('text' in result && result.text) {
      latest.current.onText(result.text);
      return;
    }
    console.error('[voice] transcription failed:', 'error' in result ? result.error : 'empty text');
    window.alert(latest.current.texts.failed);
  }, []);

  const start = useCallback(async () => {
    if (recorderRef.current) return;
    let recorder: MediaRecorder;
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: { ...AUDIO_CONSTRAINTS } });
      streamRef.current = stream;
      const options = MediaRecorder.isTypeSupported(AUDIO_MIME) ? { mimeType: AUDIO_MIME } : undefined;
      recorder = new MediaRecorder(stream, options);
    } catch (error) {
      // No permission, no microphone, or no media support (an insecure page has no mediaDevices).
      console.error('[voice] microphone unavailable:', error);
      releaseMicrophone();
      window.alert(latest.current.texts.micDenied);
      return;
    }
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      releaseMicrophone();
      recorderRef.current = null;
      void process(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' }));
    };
    recorderRef.current = recorder;
    recorder.start();
    setState('recording');
  }, [process, releaseMicrophone]);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  // Leaving the screen mid-recording frees the microphone and drops the recording.
  useEffect(
    () => () => {
      const recorder = recorderRef.current;
      if (recorder) recorder.onstop = null;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      releaseMicrophone();
    },
    [releaseMicrophone],
  );

  return { state, start, stop };
}
