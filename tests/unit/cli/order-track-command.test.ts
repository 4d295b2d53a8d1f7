import { describe, expect, it } from 'vitest';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import { runCliCaptured, startCli } from './fixtures/run-cli';
import { useServedSimulator } from './fixtures/served-simulator';

describe('ordering order track, in process', () => {
  it('says the order is not found, and why: the in-process simulator starts empty', async () => {
    const run = await runCliCaptured(['order', 'track', '1001', '--restaurant', 'le-comptoir']);
    expect(run.code).toBe(1);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toMatch(/^error: order 1001 not found \(the in-process simulator starts empty on every run: .*--backend/);
  });

  it('says so for sim advance too', async () => {
    const run = await runCliCaptured(['sim', 'advance', '1001']);
    expect(run.code).toBe(1);
    expect(run.stderr[0]).toMatch(/^error: order 1001 not found /);
  });
});

describe('ordering order track and sim, with --backend', () => {
  const simulator = useServedSimulator({ seed: 1001 });
  const { over } = simulator;

  async function placeTakeAway(): Promise<string> {
    const run = await runCliCaptured(over('--json', 'order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/take-away-order.json'));
    expect(run.stderr).toEqual([]);
    return (JSON.parse(run.stdout) as { order_number: string }).order_number;
  }

  it('checkout 4: prints the steps of a take-away order, done, current and pending', async () => {
    const number = await placeTakeAway();
    const sent = await runCliCaptured(over('order', 'track', number, '--restaurant', 'le-comptoir'));
    expect(sent.code).toBe(0);
    // Issue 20.4: the platform's expected time, on Le Comptoir's wall clock.
    const asJson = JSON.parse((await runCliCaptured(over('--json', 'order', 'track', number, '--restaurant', 'le-comptoir'))).stdout) as TrackStatus;
    expect(asJson.expected_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+0[12]:00$/);
    expect(sent.stdout).toBe(
      [
        `Order CH-001 (${number}), take away, for Alice Martin`,
        '  current  sent',
        '  pending  validated',
        '  pending  ready (pick up at the restaurant)',
        `Expected: ready around ${asJson.expected_time!.slice(11, 16)}`,
        // The simulator priced it: a burger with a third sauce and a lemonade.
        'Total: €21.50',
        'Status: in progress',
      ].join('\n'),
    );

    const advanced = await runCliCaptured(over('sim', 'advance', number));
    expect(advanced.code).toBe(0);
    expect(advanced.stdout).toContain('  done     sent\n  current  validated\n  pending  ready');

    const raw = await runCliCaptured(over('--json', 'order', 'track', number, '--restaurant', 'le-comptoir'));
    const status = JSON.parse(raw.stdout) as TrackStatus;
    expect(status.steps).toEqual([
      { status_type: 'sent', done: true },
      { status_type: 'validated', done: true },
      { status_type: 'ready', done: false },
    ]);
  });

  it('support may name the order by the display number the customer sees, in track and in sim', async () => {
    const number = await placeTakeAway();
    const track = await runCliCaptured(over('order', 'track', 'CH-001', '--restaurant', 'le-comptoir'));
    expect(track.stdout.split('\n')[0]).toBe(`Order CH-001 (${number}), take away, for Alice Martin`);
    const advanced = await runCliCaptured(over('sim', 'advance', 'CH-001'));
    expect(advanced.code).toBe(0);
    expect(advanced.stdout).toContain('  done     sent\n  current  validated');
    const unknown = await runCliCaptured(over('sim', 'advance', 'CH-002'));
    expect(unknown.stderr).toEqual(['error: order CH-002 not found']);
  });

  it('checkout 8: sim cancel shows the canceled order', async () => {
    const number = await placeTakeAway();
    const run = await runCliCaptured(over('sim', 'cancel', number));
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Status: canceled: your order has been canceled');
    const again = await runCliCaptured(over('sim', 'advance', number));
    expect(again.code).toBe(1);
    expect(again.stderr).toEqual([`error: order ${number} is canceled`]);
  });

  it('says an order of another restaurant is not found, without the in-process hint', async () => {
    const number = await placeTakeAway();
    const run = await runCliCaptured(over('order', 'track', number, '--restaurant', 'hotel-riviera'));
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([`error: order ${number} not found`]);
  });

  it('--follow prints each change as it arrives live and ends at the last step', async () => {
    const number = await placeTakeAway();
    const following = startCli(over('order', 'track', number, '--restaurant', 'le-comptoir', '--follow'));
    await following.waitForOutput('live updates connected');
    await following.waitForOutput(`order ${number}: sent [current, pending, pending] in progress`);
    simulator.engine.advance(number);
    await following.waitForOutput(`order ${number}: validated [done, current, pending] in progress`);
    simulator.engine.advance(number);
    const run = await following.done;
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('order '))).toEqual([
      `order ${number}: sent [current, pending, pending] in progress`,
      `order ${number}: validated [done, current, pending] in progress`,
      `order ${number}: ready (pick up at the restaurant) [done, done, done] completed`,
    ]);
  });

  it('--follow stops on Ctrl-C with exit code 0', async () => {
    const number = await placeTakeAway();
    const following = startCli(over('order', 'track', number, '--restaurant', 'le-comptoir', '--follow'));
    await following.waitForOutput('live updates connected');
    following.stop();
    const run = await following.done;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`stopped following order ${number}`);
  });

  it('--follow --json prints one track status per line', async () => {
    const number = await placeTakeAway();
    simulator.engine.advance(number);
    simulator.engine.advance(number);
    const run = await runCliCaptured(over('--json', 'order', 'track', number, '--restaurant', 'le-comptoir', '--follow'));
    expect(run.code).toBe(0);
    const statuses = run.stdout.split('\n').map((line) => JSON.parse(line) as TrackStatus);
    expect(statuses.at(-1)?.steps.every((step) => step.done)).toBe(true);
  });
});
