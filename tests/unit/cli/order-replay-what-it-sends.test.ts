import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulatorServer, SimulatorEngine } from '../../../config/simulator';
import { createSimulatorEngine, startSimulator } from '../../../config/simulator';
import { aDeliveryPayload, aLine, aTakeAwayPayload, withLines } from '../adapters/fixtures/order-payloads';
import type { FlakyPlatform } from './fixtures/flaky-platform';
import { startFlakyPlatform } from './fixtures/flaky-platform';
import { runCliCaptured } from './fixtures/run-cli';

interface Platform {
  readonly engine: SimulatorEngine;
  readonly server: RunningSimulatorServer;
}

async function aPlatform(): Promise<Platform> {
  const engine = createSimulatorEngine({});
  return { engine, server: await startSimulator({ engine, host: '127.0.0.1', port: 0 }) };
}

const ordersOf = (platform: Platform) => platform.engine.exportOrders({ restaurantId: 'le-comptoir', limit: 1_000 });

// Issue 15, defect 6: replay said nothing of what it re-sent, duplicated into its own source, and refused
// every order of a signed-in customer.
describe('ordering order replay: what it sends, and what it says of each line', () => {
  let source: Platform;
  let target: Platform;
  let network: FlakyPlatform | undefined;
  let dir: string;

  beforeEach(async () => {
    [source, target] = await Promise.all([aPlatform(), aPlatform()]);
    dir = mkdtempSync(join(tmpdir(), 'replay-'));
  });

  afterEach(async () => {
    await network?.close();
    network = undefined;
    for (const platform of [source, target]) {
      await platform.server.close();
      platform.engine.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  /** Three orders at the source: 001 sent, 002 validated, 003 canceled. */
  function threeOrders(): void {
    for (const payload of [aTakeAwayPayload(), aDeliveryPayload(), withLines(aTakeAwayPayload(), aLine(1003, 1, 1100))]) {
      expect(source.engine.placeOrder('le-comptoir', payload).accepted).toBe(true);
    }
    source.engine.advance('CH-002');
    source.engine.cancel('CH-003');
  }

  async function exportedFile(): Promise<string> {
    const file = join(dir, 'orders.jsonl');
    const run = await runCliCaptured(['--backend', source.server.url, 'orders', 'export', '--restaurant', 'le-comptoir', '--out', file]);
    expect(run.code).toBe(0);
    return file;
  }

  const replay = (to: Platform | string, file: string, ...flags: string[]) =>
    runCliCaptured(['--backend', typeof to === 'string' ? to : to.server.url, ...flags.filter((flag) => flag === '--json'), 'order', 'replay', '--file', file, ...flags.filter((flag) => flag !== '--json')]);

  it('a canceled order is skipped and said so; an order that went on at the source is sent as a new one, and said so', async () => {
    threeOrders();
    const run = await replay(target, await exportedFile());

    expect(run.stdout.split('\n')).toEqual([
      '3 orders: 2 sent, 0 already taken by the target, 1 skipped, 0 refused.',
      '  sent as a new order, validated at the source (the target starts it over): line 2',
      '  skipped, canceled at the source (--include-canceled sends it): line 3',
    ]);
    expect(run.code).toBe(0);
    expect(ordersOf(target)).toHaveLength(2);
  });

  it('--include-canceled sends a canceled order too, and says it was canceled at the source', async () => {
    threeOrders();
    const run = await replay(target, await exportedFile(), '--include-canceled');

    expect(run.stdout.split('\n')).toContain('  sent although canceled at the source: line 3');
    expect(run.stdout.split('\n')[0]).toBe('3 orders: 3 sent, 0 already taken by the target, 0 skipped, 0 refused.');
    expect(ordersOf(target)).toHaveLength(3);
  });

  it('--dry-run says the same of each line, and sends nothing', async () => {
    threeOrders();
    const run = await replay(target, await exportedFile(), '--dry-run', '--json');

    expect(JSON.parse(run.stdout)).toMatchObject({
      dryRun: true,
      valid: 2,
      skipped: 1,
      perLine: [
        { line: 1, outcome: 'valid', notes: [] },
        { line: 2, outcome: 'valid', notes: ['validated at the source'] },
        { line: 3, outcome: 'skipped', reason: 'canceled at the source' },
      ],
    });
    expect(ordersOf(target)).toEqual([]);
  });

  it('replaying an export into its own source takes nothing twice: every order is already taken there', async () => {
    threeOrders();
    const file = await exportedFile();
    const run = await replay(source, file, '--include-canceled');

    expect(run.stdout.split('\n')).toEqual([
      '3 orders: 0 sent, 3 already taken by the target, 0 skipped, 0 refused.',
      "  already taken, the target's own orders (this export came from it): lines 1-3",
    ]);
    expect(run.code).toBe(0);
    expect(ordersOf(source)).toHaveLength(3);
    const dryRun = await replay(source, file, '--dry-run');
    expect(dryRun.stdout.split('\n')[0]).toBe('3 orders checked: 0 would be sent, 2 already taken by the target, 1 would be skipped, 0 would be refused.');
  });

  it("a line whose answer was lost is said possibly taken; replayed again, it is found taken under the recorded order's key", async () => {
    expect(source.engine.placeOrder('le-comptoir', aTakeAwayPayload(), { idempotencyKey: 'storefront-attempt-1' }).accepted).toBe(true);
    const file = await exportedFile();
    network = await startFlakyPlatform(target.server.url, ['reset']);

    const lost = await replay(network.url, file);
    expect(lost.stdout).toMatch(/^ {2}refused, no answer \(network: fetch failed: .*ECONNRESET\): it may have been taken \(replaying the file again sends the same key, never a second order\): line 1$/m);
    const again = await replay(network.url, file);

    expect(again.stdout.split('\n')).toEqual(['1 orders: 0 sent, 1 already taken by the target, 0 skipped, 0 refused.', '  already taken, sent by an earlier replay: line 1']);
    expect(ordersOf(target)).toHaveLength(1);
    expect(ordersOf(target)[0]?.idempotency_key).toBe('storefront-attempt-1');
  });

  describe("a signed-in customer's orders (Claire Martin, Le Comptoir's demo customer: 12 orders, one canceled)", () => {
    async function claireOrders(): Promise<string> {
      // The replay puts a year of her orders into one day: the target sells its risotto (1301) without the
      // demo's daily limit of 2, which would refuse the third (browsing 5, limitation_products).
      target.engine.setLimit('le-comptoir', { target: 'product', id: 1301, max: null });
      await source.engine.accounts.prepare();
      const file = await exportedFile();
      expect(ordersOf(source)).toHaveLength(12);
      return file;
    }

    it('are replayed as guest orders by default, each line saying so; the canceled one is skipped', async () => {
      const run = await replay(target, await claireOrders());

      const [head, ...details] = run.stdout.split('\n');
      expect(head).toBe('12 orders: 11 sent, 0 already taken by the target, 1 skipped, 0 refused.');
      expect(details).toContainEqual(expect.stringMatching(/^ {2}sent as guest orders \(their account link is dropped; --keep-accounts keeps it\): lines \d/));
      expect(details).toContainEqual(expect.stringMatching(/^ {2}skipped, canceled at the source \(--include-canceled sends it\): line \d+$/));
      expect(run.code).toBe(0);
      const taken = ordersOf(target);
      expect(taken).toHaveLength(11);
      expect(taken.every((order) => order.payload.userId === undefined && order.payload.email === 'claire.martin@example.com')).toBe(true);
    });

    it('--json says per line that it went as a guest order', async () => {
      const run = await replay(target, await claireOrders(), '--json');
      const perLine = (JSON.parse(run.stdout) as { perLine: { outcome: string; notes: string[] }[] }).perLine;
      expect(perLine.filter((line) => line.outcome === 'sent').every((line) => line.notes.includes('sent as a guest order'))).toBe(true);
    });

    it('--keep-accounts keeps the account link: a target that does not know the session refuses them on userId', async () => {
      const run = await replay(target, await claireOrders(), '--keep-accounts');
      expect(run.stdout.split('\n')[0]).toBe('12 orders: 0 sent, 0 already taken by the target, 1 skipped, 11 refused.');
      expect(run.stdout).toMatch(/^ {2}refused, bad_request on userId: lines /m);
      expect(run.code).toBe(1);
      expect(ordersOf(target)).toEqual([]);
    });
  });

  it('a bare payload line carries no status nor account: it is sent as it is', async () => {
    const file = join(dir, 'payloads.jsonl');
    writeFileSync(file, `${JSON.stringify(aTakeAwayPayload())}\n`);
    expect((await replay(target, file)).stdout).toBe('1 orders: 1 sent, 0 already taken by the target, 0 skipped, 0 refused.');
  });
});
