import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue 20 item 5, update policy: a worker waiting from an earlier visit takes over when a visit starts outside
 * checkout, never when it starts in one; a worker found during the visit waits for the next one. workbox-window is
 * replaced by a fake that plays the events the real one gives.
 */
const played = vi.hoisted(() => ({ waitingBeforeRegister: false, skipWaiting: 0, registered: 0, messages: [] as unknown[] }));

vi.mock('workbox-window', () => ({
  Workbox: class {
    private listener: ((event: { wasWaitingBeforeRegister?: boolean }) => void) | null = null;
    readonly active = Promise.resolve({});
    addEventListener(type: string, listener: (event: { wasWaitingBeforeRegister?: boolean }) => void) {
      if (type === 'waiting') this.listener = listener;
    }
    async register() {
      played.registered += 1;
      this.listener?.({ wasWaitingBeforeRegister: played.waitingBeforeRegister });
      return {};
    }
    messageSkipWaiting() {
      played.skipWaiting += 1;
    }
    async messageSW(message: unknown) {
      played.messages.push(message);
      return true;
    }
  },
}));

async function visit(pathname: string, options: { waitingBeforeRegister: boolean; controlled: boolean }) {
  vi.resetModules();
  Object.assign(played, { waitingBeforeRegister: options.waitingBeforeRegister, skipWaiting: 0, registered: 0, messages: [] });
  vi.stubGlobal('navigator', { serviceWorker: { controller: options.controlled ? {} : null } });
  vi.stubGlobal('window', { location: { pathname, origin: 'https://shop.example' } });
  vi.stubGlobal('performance', { getEntriesByType: () => [{ name: 'https://shop.example/api_click_and_collect/v7/le-comptoir/products' }, { name: 'https://shop.example/le-comptoir/order/' }] });
  const { registerStorefrontWorker } = await import('../../../../ui/offline/register-storefront-worker');
  await registerStorefrontWorker();
  await registerStorefrontWorker();
}

afterEach(() => vi.unstubAllGlobals());

describe('issue 20 item 5: the storefront worker is registered once, and an update waits for a visit outside checkout', () => {
  it('a worker waiting from an earlier visit takes over when the visit starts on the menu', async () => {
    await visit('/le-comptoir/menu/0', { waitingBeforeRegister: true, controlled: true });
    expect(played.registered).toBe(1);
    expect(played.skipWaiting).toBe(1);
  });

  it('never when the visit starts in a checkout', async () => {
    await visit('/le-comptoir/validation', { waitingBeforeRegister: true, controlled: true });
    expect(played.skipWaiting).toBe(0);
  });

  it('a worker found during the visit waits for the next one', async () => {
    await visit('/le-comptoir/menu/0', { waitingBeforeRegister: false, controlled: true });
    expect(played.skipWaiting).toBe(0);
    expect(played.messages).toEqual([]);
  });

  it("on a first visit the worker is asked to keep the menu's answers fetched before it, nothing of an order", async () => {
    await visit('/le-comptoir/menu/0', { waitingBeforeRegister: false, controlled: false });
    expect(played.messages).toEqual([{ type: 'CACHE_URLS', payload: { urlsToCache: ['https://shop.example/api_click_and_collect/v7/le-comptoir/products'] } }]);
  });
});
