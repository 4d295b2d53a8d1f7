import serviceWorkerUrl from './push-service-worker?worker&url';
import { BrowserPushService } from './browser-push-service';

/**
 * The browser's push service as the storefront builds it: its service worker (a script of the build) and the
 * public key the push service expects (VITE_PUSH_PUBLIC_KEY at build time; without it push is unsupported,
 * which is only logged). Its own chunk: only the presenter screen asks for it.
 */
export function browserPushService(): BrowserPushService {
  const key = (import.meta.env as Record<string, string | undefined>)['VITE_PUSH_PUBLIC_KEY'];
  return new BrowserPushService({
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    serviceWorkerUrl,
    applicationServerKey: key && key.trim() !== '' ? key.trim() : null,
  });
}
