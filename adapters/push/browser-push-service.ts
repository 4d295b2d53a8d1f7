import type { PushService, PushTokenAnswer } from '../../core/ports/push-notifications';

/** What the adapter uses of a push subscription: its endpoint is the token the platform keeps. */
export interface PushSubscriptionLike {
  readonly endpoint: string;
}

/** What the adapter uses of the browser's PushManager (a fake in tests). */
export interface PushManagerLike {
  getSubscription(): Promise<PushSubscriptionLike | null>;
  subscribe(options: { userVisibleOnly: boolean; applicationServerKey: string }): Promise<PushSubscriptionLike>;
}

/** What the adapter uses of navigator.serviceWorker: registering the worker that receives the pushes. */
export interface ServiceWorkerContainerLike {
  register(scriptUrl: string, options?: { scope?: string }): Promise<{ readonly pushManager?: PushManagerLike }>;
}

export interface BrowserPushOptions {
  /** navigator.serviceWorker, undefined where the browser has none (or the page is not a secure context). */
  readonly serviceWorker: ServiceWorkerContainerLike | undefined;
  /** The service worker's script, on the page's own origin. */
  readonly serviceWorkerUrl: string;
  /** The push service's public key (VAPID, base64url); without one the browser refuses to subscribe. */
  readonly applicationServerKey: string | null;
}

/**
 * accounts 2: the browser's Push API. Registers the service worker, then reuses the subscription the
 * browser already holds or subscribes; the subscription's endpoint is the token sent as firebase_id
 * (ours: the spec's token comes from Firebase messaging, the standard Push API gives an endpoint). A
 * browser without push, or one that fails, is `unsupported` (accounts 8: logged only); a refused
 * permission is `denied`. Never throws.
 */
export class BrowserPushService implements PushService {
  constructor(private readonly options: BrowserPushOptions) {}

  async obtainToken(): Promise<PushTokenAnswer> {
    const { serviceWorker, serviceWorkerUrl, applicationServerKey } = this.options;
    if (!serviceWorker) return { kind: 'unsupported', reason: 'this browser has no service worker' };
    if (!applicationServerKey) return { kind: 'unsupported', reason: 'no push public key is configured (VITE_PUSH_PUBLIC_KEY)' };
    try {
      const registration = await serviceWorker.register(serviceWorkerUrl);
      const pushManager = registration.pushManager;
      if (!pushManager) return { kind: 'unsupported', reason: 'this browser has no PushManager' };
      const subscription = (await pushManager.getSubscription()) ?? (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }));
      return { kind: 'token', token: subscription.endpoint };
    } catch (error) {
      // The Push API names a refused permission NotAllowedError.
      if (error instanceof Error && error.name === 'NotAllowedError') return { kind: 'denied' };
      return { kind: 'unsupported', reason: error instanceof Error ? error.message : String(error) };
    }
  }
}
