import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulatorServer, SimulatorEngine } from '../../../config/simulator';
import { createSimulatorEngine, startSimulator } from '../../../config/simulator';
import type { HostilePlatform } from './fixtures/hostile-platform';
import { startHostilePlatform } from './fixtures/hostile-platform';
import type { SilentBackend } from './fixtures/silent-backend';
import { startSilentBackend } from './fixtures/silent-backend';
import { runCliCaptured } from './fixtures/run-cli';

/** A short --timeout for the tests, and how much later than it a command may end. */
const TIMEOUT_SECONDS = 0.4;
const SLACK_MS = 1_500;

interface TimedRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: readonly string[];
  readonly elapsedMs: number;
  readonly startedAt: Date;
}

// issue 5 point 10: a backend that accepts a connection and never answers must not hang a command:
// it gives up after --timeout seconds with one line on stderr.
describe('a backend that accepts the connection and never answers', () => {
  let silent: SilentBackend;

  beforeEach(async () => {
    silent = await startSilentBackend();
  });

  afterEach(async () => {
    await silent.close();
  });

  async function timed(...argv: string[]): Promise<TimedRun> {
    const startedAt = new Date();
    const run = await runCliCaptured(['--backend', silent.url, '--timeout', String(TIMEOUT_SECONDS), ...argv]);
    return { ...run, elapsedMs: Date.now() - startedAt.getTime(), startedAt };
  }

  function expectGaveUpInTime(run: TimedRun): void {
    expect(silent.connections()).toBeGreaterThan(0);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toHaveLength(1);
    expect(run.elapsedMs).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000 - 50);
    expect(run.elapsedMs).toBeLessThan(TIMEOUT_SECONDS * 1000 + SLACK_MS);
  }

  it.each([
    ['catalogue', ['catalogue', 'le-comptoir']],
    ['order track', ['order', 'track', 'CH-7Q2', '--restaurant', 'le-comptoir']],
    ['order track --follow', ['order', 'track', 'CH-7Q2', '--restaurant', 'le-comptoir', '--follow']],
    ['sim advance', ['sim', 'advance', 'CH-7Q2']],
    ['sim stock', ['sim', 'stock', 'le-comptoir', '1101', '0']],
  ])('%s gives up after --timeout and says so in one line', async (_command, argv) => {
    const run = await timed(...argv);
    expectGaveUpInTime(run);
    expect(run.stderr[0]).toBe(`error: no answer from the backend at ${silent.url} within ${TIMEOUT_SECONDS} s (--timeout)`);
  });

  it('order place gives up after --timeout, says the order may exist and how to check it', async () => {
    const run = await timed('order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/take-away-order.json');
    expectGaveUpInTime(run);
    const message = run.stderr[0] ?? '';
    expect(message).toMatch(
      /^error: no answer from the backend at (\S+) within 0\.4 s \(--timeout\): the order may have been recorded\. Send it again under the same key, which answers the order if it was taken and takes it once if not: `ordering order place --restaurant le-comptoir --file cli\/examples\/take-away-order\.json --idempotency-key [0-9a-f-]{36} --backend \1` \(or list the orders recorded since: `ordering orders export --restaurant le-comptoir --since (\S+) --backend \1`\)$/,
    );
    const since = new Date(/--since (\S+) /.exec(message)?.[1] ?? '');
    expect(since.getTime()).toBeLessThanOrEqual(run.startedAt.getTime());
    expect(run.startedAt.getTime() - since.getTime()).toBeLessThan(60_000);
  });
});

describe('a backend that answers the restaurant but never the order', () => {
  let engine: SimulatorEngine;
  let server: RunningSimulatorServer;
  let platform: HostilePlatform;

  beforeEach(async () => {
    engine = createSimulatorEngine({});
    server = await startSimulator({ engine, host: '127.0.0.1', port: 0 });
    platform = await startHostilePlatform(server.url, [], /^\/order\/track\//);
  });

  afterEach(async () => {
    await platform.close();
    await server.close();
    engine.close();
  });

  it.each([[[]], [['--follow']]])('order track %j gives up when the status does not come within --timeout', async (follow) => {
    const placed = await runCliCaptured(['--backend', server.url, '--json', 'order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/take-away-order.json']);
    const number = (JSON.parse(placed.stdout) as { order_number: string }).order_number;
    const startedAt = Date.now();
    const run = await runCliCaptured(['--backend', platform.url, '--timeout', String(TIMEOUT_SECONDS), 'order', 'track', number, '--restaurant', 'le-comptoir', ...follow]);
    const elapsedMs = Date.now() - startedAt;
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([`error: no answer from the backend at ${platform.url} within ${TIMEOUT_SECONDS} s (--timeout)`]);
    expect(elapsedMs).toBeLessThan(TIMEOUT_SECONDS * 1000 + SLACK_MS);
  });
});

describe('--timeout', () => {
  it('is a global option whose default the help states', async () => {
    const run = await runCliCaptured(['--help']);
    expect(run.stdout).toMatch(/--timeout <seconds>\s+give up when the backend has not answered\s+within this\s+many seconds \(default: 20\)/);
    const place = await runCliCaptured(['order', 'place', '--help']);
    expect(place.stdout).toMatch(/--timeout <seconds>/);
  });

  it.each([['0'], ['-1'], ['soon'], ['7200']])('refuses --timeout %s in one line', async (value) => {
    const run = await runCliCaptured(['--timeout', value, 'catalogue', 'le-comptoir']);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toContain('expected a number of seconds greater than 0, at most 3600');
  });
});
