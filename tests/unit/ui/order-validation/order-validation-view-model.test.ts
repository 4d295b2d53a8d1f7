import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import type { OrderValidationState } from '../../../../core/use-cases/table/watch-order-validation';
import { OrderValidationViewModel } from '../../../../ui/order-validation/order-validation-view-model';
import type { OrderValidationDeps } from '../../../../ui/order-validation/order-validation-view-model';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function aScreen(load: OrderValidationDeps['watchOrderValidation']) {
  const navigations: { to: string; options?: { readonly replace?: boolean } }[] = [];
  const screen = new OrderValidationViewModel('cafe-lumiere', { t: 'transaction-key', s: 'session-secret' }, {
    watchOrderValidation: load,
    navigate: (to, options) => navigations.push({ to, options }),
  });
  return { screen, navigations };
}

describe('OrderValidationViewModel (checkout 2 and 4: order validation screen)', () => {
  it('checkout 4: on the platform\'s word, replaces itself with the order validated screen carrying redirectionPath', async () => {
    const states = new Subject<OrderValidationState>();
    const { screen, navigations } = aScreen(async () => ({ execute: () => states }));
    const stop = screen.start();
    await settle();
    states.next({ kind: 'validating' });
    expect(screen.state.kind).toBe('validating');
    states.next({ kind: 'validated', redirectionPath: '/cafe-lumiere/trackOrder?orderId=A1&type=scan' });
    expect(navigations).toEqual([
      { to: '/cafe-lumiere/order-validated?redirectionPath=%2Fcafe-lumiere%2FtrackOrder%3ForderId%3DA1%26type%3Dscan', options: { replace: true } },
    ]);
    stop();
    expect(states.observed).toBe(false);
  });

  it('checkout 8: the error state when the screen\'s code cannot load', async () => {
    const { screen, navigations } = aScreen(() => Promise.reject(new Error('offline')));
    screen.start();
    await settle();
    expect(screen.state).toEqual({ kind: 'failed' });
    expect(navigations).toEqual([]);
  });
});
