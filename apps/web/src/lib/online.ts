import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a network connection. */
export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine;

/** Re-renders when the connection drops or comes back. */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
