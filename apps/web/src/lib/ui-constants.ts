/**
 * Timings and sizes of the web app's own behaviour (§9): toasts, chat polling, voice recording, the
 * panorama viewer, progress bars and list lengths. They never reach the server, so they live here
 * rather than in the database package's constants.
 */

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

export const CHAT_POLL_MS = 2000;
export const TYPING_INDICATOR_MS = 5000;
export const CHAT_REFRESH_MS = 1500;
export const CHAT_TYPING_CLEAR_MS = 500;

export const VOICE_PROCESSING_MS = 2000;
export const AUDIO_CONSTRAINTS = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
  sampleRate: 44100,
} as const;
export const AUDIO_MIME = 'audio/webm;codecs=opus';

export const PANORAMA_TILT_MIN = -90;
export const PANORAMA_TILT_MAX = 90;
export const PANORAMA_DRAG_SENSITIVITY = 0.5;

export const IMPORT_PROGRESS_FIXED = 65;
export const IMAGE_PROGRESS_STEP = 10;
export const IMAGE_PROGRESS_INTERVAL_MS = 100;
export const IMAGE_PROGRESS_CAP = 90;
/** The three above as the image uploader takes them. */
export const IMAGE_PROGRESS_RULE = {
  step: IMAGE_PROGRESS_STEP,
  intervalMs: IMAGE_PROGRESS_INTERVAL_MS,
  cap: IMAGE_PROGRESS_CAP,
};

export const RATING_STEP = 0.1;
export const ITINERARY_ACTIVITIES_SHOWN = 3;
