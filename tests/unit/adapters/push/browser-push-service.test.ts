import { afterEach, describe, expect, it } from 'vitest';
import { HttpPushRegistrationGateway } from '../../../../adapters/http/http-push-registration-gateway';
import { PlatformHttpClient } from '../../../../adapters/http/platform-http-client';
import type { PushManagerLike, PushSubscriptionLike, ServiceWorkerContainerLike } from '../../../../adapters/push/browser-push-service';
import { BrowserPushService } from '../../../../adapters/push/browser-push-service';
import { HttpSimulatorAdmin } from '../../../../adapters/simulator/admin/http-simulator-admin';
import type { RunningSimulatorServer } from '../../../../adapters/simulator/http-server/simulator-server';
import { startSimulator } from '../../../../config/simulator';
import { RegisterForPush } from '../../../../core/use-cases/push/register-for-push';
import { anEngine } from '../fixtures/simulator-engines';

const KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const ENDPOINT = 'https://push.example.test/send/device-1';

/** A fake of the browser's PushManager: a subscription held already, or one made on subscribe, or a refusal. */
class FakePushManager implements PushManagerLike {
  readonly subscribed: { userVisibleOnly: boolean; applicationServerKey: string }[] = [];
  constructor(
    private held: PushSubscriptionLike | null = null,
    private readonly refusal: Error | null = null,
  ) {}
  async getSubscription() {
    return this.held;
  }
  async subscribe(options: { userVisibleOnly: boolean; applicationServerKey: string }) {
    if (this.refusal) throw this.refusal;
    this.subscribed.push(options);
    this.held = { endpoint: ENDPOINT };
    return this.held;
  }
}

/** A fake of navigator.serviceWorker: records the scripts registered, gives the registration its PushManager. */
class FakeServiceWorkers implements ServiceWorkerContainerLike {
  readonly registered: string[] = [];
  constructor(private readonly pushManager: PushManagerLike | undefined) {}
  async register(scriptUrl: string) {
    this.registered.push(scriptUrl);
    return this.pushManager ? { pushManager: this.pushManager } : {};
  }
}

const named = (name: string, message: string) => Object.assign(new Error(message), { name });
const service = (serviceWorker: ServiceWorkerContainerLike | undefined, key: string | null = KEY) =>
  new BrowserPushService({ serviceWorker, serviceWorkerUrl: '/assets/push-service-worker.js', applicationServerKey: key });

describe('BrowserPushService (accounts 2: the Push API with a service worker)', () => {
  it('registers the service worker and subscribes, visible only, with the public key; the endpoint is the token', async () => {
    const pushManager = new FakePushManager();
    const workers = new FakeServiceWorkers(pushManager);
    expect(await service(workers).obtainToken()).toEqual({ kind: 'token', token: ENDPOINT });
    expect(workers.registered).toEqual(['/assets/push-service-worker.js']);
    expect(pushManager.subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: KEY }]);
  });

  it('reuses the subscription the browser already holds', async () => {
    const pushManager = new FakePushManager({ endpoint: `${ENDPOINT}-held` });
    expect(await service(new FakeServiceWorkers(pushManager)).obtainToken()).toEqual({ kind: 'token', token: `${ENDPOINT}-held` });
    expect(pushManager.subscribed).toEqual([]);
  });

  it('accounts 8: no service worker, no PushManager, no key or a failing subscription is unsupported, never thrown', async () => {
    expect(await service(undefined).obtainToken()).toMatchObject({ kind: 'unsupported', reason: 'this browser has no service worker' });
    expect(await service(new FakeServiceWorkers(undefined)).obtainToken()).toMatchObject({ kind: 'unsupported', reason: 'this browser has no PushManager' });
    expect(await service(new FakeServiceWorkers(new FakePushManager()), null).obtainToken()).toMatchObject({ kind: 'unsupported' });
    const failing = new FakeServiceWorkers(new FakePushManager(null, named('AbortError', 'Registration failed - push service error')));
    expect(await service(failing).obtainToken()).toEqual({ kind: 'unsupported', reason: 'Registration failed - push service error' });
  });

  it('a permission refused (NotAllowedError) is denied', async () => {
    const refusing = new FakeServiceWorkers(new FakePushManager(null, named('NotAllowedError', 'Registration failed - permission denied')));
    expect(await service(refusing).obtainToken()).toEqual({ kind: 'denied' });
  });
});

describe('push registration end to end: the browser adapter, RegisterForPush, POST notify/token on the simulator server', () => {
  let server: RunningSimulatorServer | undefined;
  let engine: ReturnType<typeof anEngine> | undefined;
  afterEach(async () => {
    await server?.close();
    engine?.close();
  });

  it("accounts 2, 3 and 7: the token obtained is registered as { firebase_id, restaurant_id, type 'menu' }, once however often", async () => {
    engine = anEngine();
    server = await startSimulator({ engine, port: 0 });
    const register = new RegisterForPush(service(new FakeServiceWorkers(new FakePushManager())), new HttpPushRegistrationGateway(new PlatformHttpClient({ baseUrl: server.url })));
    expect(await register.execute('le-comptoir')).toEqual({ kind: 'registered' });
    expect(await register.execute('le-comptoir')).toEqual({ kind: 'registered' });
    const listed = await new HttpSimulatorAdmin(server.url).pushRegistrations('le-comptoir');
    expect(listed).toEqual([expect.objectContaining({ firebase_id: ENDPOINT, restaurant_id: 'le-comptoir', type: 'menu' })]);
  });
});
