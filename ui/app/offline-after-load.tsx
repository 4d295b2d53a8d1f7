import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';

/**
 * Issue 20 item 5: how long after the page's load the offline part starts. As the live menu does (issue 20.3), it
 * waits for the first visit's own work to be over: its code is no part of the menu's first visit
 * (tests/e2e/first-visit.e2e.ts), and the worker's precache then does not share the network with the menu.
 */
export const OFFLINE_START_AFTER_LOAD_MS = 1_500;

/** Runs `run` that long after the page's load (after it at once when the page has loaded); returns a cancel. */
function afterLoad(run: () => void): () => void {
  let timer: number | undefined;
  const wait = () => void (timer = window.setTimeout(run, OFFLINE_START_AFTER_LOAD_MS));
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    window.clearTimeout(timer);
  };
}

/**
 * Issue 20 item 5: the offline part of the storefront (ui/offline: the service worker's registration and the offline
 * notice), in a small chunk of its own loaded after the page's load, then drawn here.
 */
export function OfflineAfterLoad() {
  const [Notice, setNotice] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    const cancel = afterLoad(() => {
      import('../offline/offline-start')
        .then((offline) => {
          void offline.registerStorefrontWorker();
          if (mounted) setNotice(() => offline.OfflineNotice);
        })
        // Without it the storefront works as before, online only.
        .catch(() => undefined);
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  return Notice ? <Notice /> : null;
}
