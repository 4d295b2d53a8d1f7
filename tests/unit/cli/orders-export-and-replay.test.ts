import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulatorServer, SimulatorEngine } from '../../../config/simulator';
import { createSimulatorEngine, startSimulator } from '../../../config/simulator';
import { aDeliveryPayload, aLine, aTakeAwayPayload, withLines } from '../adapters/fixtures/order-payloads';
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

describe('ordering orders export and order replay (issue 5 point 9)', () => {
  let source: Platform;
  let target: Platform;
  let dir: string;

  beforeEach(async () => {
    [source, target] = await Promise.all([aPlatform(), aPlatform()]);
    dir = mkdtempSync(join(tmpdir(), 'replay-'));
    for (const payload of [aTakeAwayPayload(), aDeliveryPayload(), withLines(aTakeAwayPayload(), aLine(1003, 1, 1100))]) {
      const outcome = source.engine.placeOrder('le-comptoir', payload);
      expect(outcome.accepted).toBe(true);
    }
    source.engine.advance('CH-002');
  });

  afterEach(async () => {
    for (const platform of [source, target]) {
      await platform.server.close();
      platform.engine.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  async function exported(...filters: string[]): Promise<string> {
    const run = await runCliCaptured(['--backend', source.server.url, 'orders', 'export', '--restaurant', 'le-comptoir', ...filters]);
    expect(run.stderr).toEqual([]);
    expect(run.code).toBe(0);
    return run.stdout;
  }

  const replay = (file: string, ...flags: string[]) =>
    runCliCaptured(['--backend', target.server.url, ...flags.filter((flag) => flag === '--json'), 'order', 'replay', '--file', file, ...flags.filter((flag) => flag !== '--json')]);

  it('export writes one JSON line per order, oldest first, with its status, total, history and payload', async () => {
    const lines = (await exported()).split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.map((line) => [line.display_order_number, line.status, line.total])).toEqual([
      ['001', 'sent', 1500],
      ['002', 'validated', 2090],
      ['003', 'sent', 1100],
    ]);
    expect(lines[1]).toMatchObject({ restaurant_id: 'le-comptoir', history: [{ status: 'sent' }, { status: 'validated' }], payload: { order_types_id: 2 } });
  });

  it('export filters by status and by --since, and refuses an unknown status in one line', async () => {
    expect((await exported('--status', 'validated')).split('\n')).toHaveLength(1);
    expect(await exported('--since', '2999-01-01')).toBe('');
    const bad = await runCliCaptured(['--backend', source.server.url, 'orders', 'export', '--restaurant', 'le-comptoir', '--status', 'eaten']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr[0]).toMatch(/unknown status eaten/);
  });

  it('export --out writes a new file, and never overwrites one', async () => {
    const file = join(dir, 'orders.jsonl');
    const first = await runCliCaptured(['--backend', source.server.url, 'orders', 'export', '--restaurant', 'le-comptoir', '--out', file]);
    expect(first.stdout).toBe(`3 orders written to ${file}.`);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3);
    const again = await runCliCaptured(['--backend', source.server.url, 'orders', 'export', '--restaurant', 'le-comptoir', '--out', file]);
    expect(again.stderr).toEqual([`error: ${file} exists already; choose another --out`]);
  });

  it('replay sends every order to the target once; run again, it sends nothing twice', async () => {
    const file = join(dir, 'orders.jsonl');
    writeFileSync(file, `${await exported()}\n`);
    const first = await replay(file);
    expect(first.code).toBe(0);
    expect(first.stdout.split('\n')).toEqual([
      '3 orders: 3 sent, 0 already taken by the target, 0 skipped, 0 refused.',
      '  sent as a new order, validated at the source (the target starts it over): line 2',
    ]);
    const second = await replay(file);
    expect(second.stdout.split('\n')).toEqual(['3 orders: 0 sent, 3 already taken by the target, 0 skipped, 0 refused.', '  already taken, sent by an earlier replay: lines 1-3']);
    expect(ordersOf(target)).toHaveLength(3);
    // The target priced them itself, the same as the source did.
    const totals = (platform: Platform) => ordersOf(platform).map((order) => order.total).sort((a, b) => a - b);
    expect(totals(target)).toEqual(totals(source));
  });

  it('a replay interrupted after some orders and started again sends each order exactly once', async () => {
    const lines = (await exported()).split('\n');
    const partial = join(dir, 'partial.jsonl');
    const whole = join(dir, 'whole.jsonl');
    writeFileSync(partial, `${lines[0]}\n`);
    writeFileSync(whole, `${lines.join('\n')}\n`);
    await replay(partial);
    const resumed = await replay(whole, '--json');
    expect(JSON.parse(resumed.stdout)).toMatchObject({ lines: 3, sent: 2, alreadyTaken: 1, refused: [] });
    expect(ordersOf(target)).toHaveLength(3);
  });

  it('refusals are summed up by reason with their line numbers, and the exit code is not 0', async () => {
    const lines = (await exported()).split('\n');
    target.engine.setStock('le-comptoir', 1003, 0);
    const file = join(dir, 'orders.jsonl');
    writeFileSync(file, [lines[0], '{"broken', lines[2], JSON.stringify({ restaurant_id: 'nowhere', payload: aTakeAwayPayload() })].join('\n'));
    const run = await replay(file);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')).toEqual([
      '4 orders: 1 sent, 0 already taken by the target, 0 skipped, 3 refused.',
      '  refused, unreadable line: line 2',
      '  refused, stock_error: line 3',
      '  refused, restaurant not found: line 4',
      '  line 2 is not valid JSON: column 9 (end of the file): expected a closing quote',
    ]);
    expect(run.stderr).toEqual(['error: 3 of 4 orders were refused']);
  });

  it('--dry-run checks every order against the target catalogue and sends nothing', async () => {
    const file = join(dir, 'orders.jsonl');
    writeFileSync(file, `${await exported()}\n`);
    target.engine.setPrice('le-comptoir', 1001, 800);
    const run = await replay(file, '--json', '--dry-run');
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({
      dryRun: true,
      lines: 3,
      valid: 2,
      refused: [{ reason: 'product_integrity on products.data.0.unit_price', lines: [1] }],
    });
    expect(ordersOf(target)).toEqual([]);
  });

  it('a bare order payload per line is replayed too, its restaurant read from it', async () => {
    const file = join(dir, 'payloads.jsonl');
    writeFileSync(file, `${JSON.stringify(aTakeAwayPayload())}\n`);
    expect((await replay(file)).stdout).toBe('1 orders: 1 sent, 0 already taken by the target, 0 skipped, 0 refused.');
  });
});
