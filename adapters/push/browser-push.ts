import { BrowserPushService } from './browser-push-service';

/**
 * The browser's push service as the storefront builds it: the storefront's service worker, which also shows the
 * pushes (its address comes from config: one worker per scope, issue 20 item 5), and the public key the push
 * service expects (VITE_PUSH_PUBLIC_KEY at build time; without it push is unsupported, which is only logged).
 * Its own chunk: only the presenter screen asks for it.
 */
export function browserPushService(serviceWorkerUrl: string): BrowserPushService {
  const key = (import.meta.env as Record<string, string | undefined>)['VITE_PUSH_PUBLIC_KEY'];
  return new BrowserPushService({
    serviceWorker: typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    serviceWorkerUrl,
    applicationServerKey: key && key.trim() !== '' ? key.trim() : null,
  });
}
