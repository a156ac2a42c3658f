import { useEffect, useState } from 'react';

/** Longest wait for an idle moment once the page has loaded (busy phones may never be idle). */
const IDLE_TIMEOUT_MS = 3000;

/**
 * True once the page has loaded and the browser has had an idle moment: for work nobody waits for
 * at start (the service worker's registration, the toast host), so it stays out of the first load.
 */
export function useAfterLoad(): boolean {
  const [isReady, setReady] = useState(false);
  useEffect(() => {
    let idle = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ready = () => setReady(true);
    const whenIdle = () => {
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(ready, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(ready, 0);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return isReady;
}
