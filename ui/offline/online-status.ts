import { useSyncExternalStore } from 'react';

/**
 * Issue 20 item 5: whether the device says it has a network (navigator.onLine and its online/offline events).
 * "Online" only means a network is there, not that the platform answers; "offline" is certain, which is what the
 * offline notice and the checkout's refusal rely on.
 */
function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

const isOnline = () => navigator.onLine;

/** True while the device has a network; the component is drawn again when that changes. */
export function useOnline(): boolean {
  // On the server (no navigator) a page is taken as online.
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
