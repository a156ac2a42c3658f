import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * How simulated upload progress moves (§4: steps of 10 every 100 ms up to 90, then 100 on
 * success). The numbers live in the app's constants (IMAGE_PROGRESS_*); the UI package has no
 * dependency on them, so callers pass them in.
 */
export type UploadProgressRule = { step: number; intervalMs: number; cap: number };

/** One tick: up by `step`, never past `cap` (the last 10 % waits for the server's answer). */
export const nextUploadProgress = (current: number, rule: UploadProgressRule): number =>
  Math.min(current + rule.step, rule.cap);

export type UploadPhase = 'idle' | 'uploading' | 'done';

/** Progress of one upload: idle → uploading (0..cap, ticking) → done (100); `reset` returns to idle. */
export function useUploadProgress(rule: UploadProgressRule) {
  const [state, setState] = useState<{ phase: UploadPhase; value: number }>({ phase: 'idle', value: 0 });
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const { step, intervalMs, cap } = rule;

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    setState({ phase: 'uploading', value: 0 });
    timer.current = setInterval(
      () => setState((s) => ({ ...s, value: nextUploadProgress(s.value, { step, intervalMs, cap }) })),
      intervalMs,
    );
  }, [stop, step, intervalMs, cap]);

  const finish = useCallback(() => {
    stop();
    setState({ phase: 'done', value: 100 });
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setState({ phase: 'idle', value: 0 });
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { ...state, start, finish, reset };
}
