import { HttpPushRegistrationGateway } from '../adapters/http/http-push-registration-gateway';
import type { PlatformHttpClient } from '../adapters/http/platform-http-client';
import { browserPushService } from '../adapters/push/browser-push';
import { RegisterForPush } from '../core/use-cases/push/register-for-push';
import { STOREFRONT_WORKER_URL } from './storefront-worker-file';

/**
 * accounts 2 and 7: RegisterForPush on the browser's Push API and the platform's POST notify/token. Loaded
 * with `import()` by the browser container on the presenter's first ask, so that the push code (adapter, use
 * case, gateway, the service worker's address) is one chunk of its own, never on the menu's first visit.
 */
export function registerForPush(client: PlatformHttpClient): RegisterForPush {
  return new RegisterForPush(browserPushService(STOREFRONT_WORKER_URL), new HttpPushRegistrationGateway(client));
}
