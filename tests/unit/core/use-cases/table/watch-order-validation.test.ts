import { afterEach, describe, expect, it } from 'vitest';
import type { Subscription } from 'rxjs';
import type { TransactionOrderStatus } from '../../../../../core/domain/table/order-validation';
import { GatewayError } from '../../../../../core/ports/gateway-error';
import type { TableGateway } from '../../../../../core/ports/table-gateway';
import type { OrderValidationState } from '../../../../../core/use-cases/table/watch-order-validation';
import { WatchOrderValidation } from '../../../../../core/use-cases/table/watch-order-validation';
import { VirtualTime } from '../../fixtures/virtual-time';

type Answer = TransactionOrderStatus | null | 'error' | 'never';
const VALIDATED: TransactionOrderStatus = { restaurantToken: 'cafe-lumiere', redirectionPath: '/cafe-lumiere/trackOrder?orderId=A1&type=scan' };
const T = 'transaction-key-123';
const S = 'session-secret-456';

/** A platform whose answers the test scripts by virtual time: each entry from its instant on. */
class ScriptedTransactions implements Pick<TableGateway, 'transactionOrderStatus'> {
  readonly askedAt: number[] = [];
  constructor(
    private readonly now: () => number,
    private readonly script: readonly (readonly [number, Answer])[],
  ) {}

  currentTransaction(): never {
    throw new Error('not asked here');
  }

  async transactionOrderStatus(t: string, s: string) {
    expect([t, s]).toEqual([T, S]);
    this.askedAt.push(this.now());
    const answer = [...this.script].reverse().find(([from]) => from <= this.now())![1];
    if (answer === 'error') throw new GatewayError('network', 'offline');
    if (answer === 'never') return new Promise<never>(() => undefined);
    return answer;
  }
}

let subscription: Subscription | undefined;
afterEach(() => subscription?.unsubscribe());

function watch(script: readonly (readonly [number, Answer])[], query: { t: string | null; s: string | null } = { t: T, s: S }) {
  const time = new VirtualTime();
  const gateway = new ScriptedTransactions(() => time.now, script);
  const seen: OrderValidationState[] = [];
  let done = false;
  subscription = new WatchOrderValidation(gateway, time.scheduler).execute(query).subscribe({ next: (state) => seen.push(state), complete: () => (done = true) });
  return { time, gateway, seen, isDone: () => done };
}

describe('WatchOrderValidation (checkout 4: order validation screen, in virtual time)', () => {
  it('checkout 4: polls every 2 s and ends with the redirection path once the platform has the order', async () => {
    const { time, gateway, seen, isDone } = watch([[0, null], [5_000, VALIDATED]]);
    await time.advanceBy(10_000);
    expect(gateway.askedAt).toEqual([0, 2_000, 4_000, 6_000]);
    expect(seen).toEqual([{ kind: 'validating' }, { kind: 'validated', redirectionPath: VALIDATED.redirectionPath }]);
    expect(isDone()).toBe(true);
  });

  it('checkout 4: more than 30 s with no result is an error, and the polling stops', async () => {
    const { time, gateway, seen } = watch([[0, null]]);
    await time.advanceBy(29_999);
    expect(seen).toEqual([{ kind: 'validating' }]);
    await time.advanceBy(2);
    expect(seen.at(-1)).toEqual({ kind: 'failed' });
    const asked = gateway.askedAt.length;
    await time.advanceBy(10_000);
    expect(gateway.askedAt).toHaveLength(asked);
  });

  it('checkout 4: a call that never answers still gives up after 30 s', async () => {
    const { time, seen } = watch([[0, 'never']]);
    await time.advanceBy(30_001);
    expect(seen.at(-1)).toEqual({ kind: 'failed' });
  });

  it('checkout 4: a failed call is an error at once', async () => {
    const { time, seen } = watch([[0, null], [2_000, 'error']]);
    await time.advanceBy(2_000);
    expect(seen).toEqual([{ kind: 'validating' }, { kind: 'failed' }]);
  });

  it('checkout 4: a missing or malformed t or s is an error without asking the platform', async () => {
    for (const query of [{ t: null, s: S }, { t: T, s: '' }, { t: '../../x', s: S }]) {
      const { time, gateway, seen } = watch([[0, VALIDATED]], query);
      await time.advanceBy(4_000);
      expect(seen).toEqual([{ kind: 'failed' }]);
      expect(gateway.askedAt).toEqual([]);
    }
  });

  it('checkout 4: a redirection off this storefront is refused (never follow a redirect to an unexpected host)', async () => {
    for (const redirectionPath of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const { time, seen } = watch([[0, { restaurantToken: 'cafe-lumiere', redirectionPath }]]);
      await time.advanceBy(0);
      expect(seen.at(-1)).toEqual({ kind: 'failed' });
    }
  });
});
