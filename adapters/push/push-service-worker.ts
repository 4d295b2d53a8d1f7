/**
 * The service worker that receives the pushes the platform sends after a registration (accounts 2). A push
 * carries `{ title, body, url }` as JSON (ours: the spec shows no message); a click opens its page, or the
 * app's origin. Not a worker of its own (issue 20 item 5): one origin scope holds one service worker, so the
 * storefront's worker (config/storefront-service-worker.ts) imports this file and adds these two listeners to its own.
 */

interface PushMessage {
  readonly title?: unknown;
  readonly body?: unknown;
  readonly url?: unknown;
}

interface WorkerEvent {
  waitUntil(work: Promise<unknown>): void;
}

interface WorkerScope {
  addEventListener(type: 'push', listener: (event: WorkerEvent & { readonly data: { json(): unknown } | null }) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: WorkerEvent & { readonly notification: { readonly data: unknown; close(): void } }) => void): void;
  readonly registration: { showNotification(title: string, options?: { body?: string; data?: unknown }): Promise<void> };
  readonly clients: { openWindow(url: string): Promise<unknown> };
  readonly location: { readonly origin: string };
}

const worker = self as unknown as WorkerScope;
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value.slice(0, 200) : fallback);

worker.addEventListener('push', (event) => {
  let message: PushMessage = {};
  try {
    message = (event.data?.json() ?? {}) as PushMessage;
  } catch {
    // A push that is not JSON still shows, with the default title.
  }
  event.waitUntil(worker.registration.showNotification(text(message.title, 'Menu'), { body: text(message.body, ''), data: text(message.url, '/') }));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Only a page of the storefront's own origin is opened: a push cannot send the customer elsewhere.
  const target = new URL(text(event.notification.data, '/'), worker.location.origin);
  event.waitUntil(worker.clients.openWindow(target.origin === worker.location.origin ? target.href : worker.location.origin));
});
