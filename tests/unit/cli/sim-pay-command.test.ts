import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';
import { useServedSimulator } from './fixtures/served-simulator';

describe('ordering order place (online) and sim pay (checkout 4: staging a payment outcome)', () => {
  const simulator = useServedSimulator();
  const { over } = simulator;

  it("the online example prints the sandbox's page under the backend's address; sim pay stages it by display number", async () => {
    const placed = await runCliCaptured(over('order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/online-payment-order.json'));
    expect(placed.code).toBe(0);
    const orderNumber = /Order ([0-9A-Z]{12}) placed/.exec(placed.stdout)?.[1];
    expect(placed.stdout).toContain(`Payment page: ${simulator.url}sandbox/pay/${orderNumber}`);
    expect(simulator.engine.paymentState(orderNumber!).payment_status).toBe('to_pay');

    expect(await runCliCaptured(over('sim', 'pay', 'CH-001', '--result', 'refused'))).toMatchObject({ code: 0, stdout: `Payment of order ${orderNumber}: rejected.` });
    const json = await runCliCaptured(over('--json', 'sim', 'pay', orderNumber!, '--result', 'pending'));
    expect(JSON.parse(json.stdout)).toEqual({ order_number: orderNumber, payment_status: 'pending', provider_id: 9 });
  });

  it('issue 22.1: a refused online order is not the kitchen\'s: sim advance refuses it and order track says why; paid, it moves on', async () => {
    await runCliCaptured(over('order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/online-payment-order.json'));
    await runCliCaptured(over('sim', 'pay', 'CH-001', '--result', 'refused'));
    const advance = await runCliCaptured(over('sim', 'advance', 'CH-001'));
    expect(advance.code).not.toBe(0);
    expect(advance.stderr.join('\n')).toMatch(/waiting for its payment/);
    const track = await runCliCaptured(over('order', 'track', 'CH-001', '--restaurant', 'le-comptoir'));
    expect(track.stdout).toContain('Payment: rejected, not sent to the kitchen');
    expect(track.stdout).not.toMatch(/done\s+sent/);
    await runCliCaptured(over('sim', 'pay', 'CH-001', '--result', 'paid'));
    expect((await runCliCaptured(over('sim', 'advance', 'CH-001'))).code).toBe(0);
  });

  it('refuses an unknown result, and an order paid on the spot, in one line', async () => {
    expect((await runCliCaptured(over('sim', 'pay', 'CH-001', '--result', 'maybe'))).code).not.toBe(0);
    await runCliCaptured(over('order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/take-away-order.json'));
    const run = await runCliCaptured(over('sim', 'pay', 'CH-001', '--result', 'paid'));
    expect(run.code).not.toBe(0);
    expect(run.stderr.join('\n')).toMatch(/paid on the spot/);
  });
});
