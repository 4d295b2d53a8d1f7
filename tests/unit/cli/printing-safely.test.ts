import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulatorServer, SimulatorEngine } from '../../../config/simulator';
import { createSimulatorEngine, startSimulator } from '../../../config/simulator';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import type { TrackStatus } from '../../../core/domain/tracking/track-status';
import type { HostilePlatform } from './fixtures/hostile-platform';
import { HOSTILE_TEXT, HOSTILE_TEXT_PRINTED, expectJsonWithoutRawControls, expectPrintable, startHostilePlatform } from './fixtures/hostile-platform';
import { runCliCaptured } from './fixtures/run-cli';

/** Texts of the demo data and of the example order that the hostile platform replaces. */
const CUSTOMER = 'Alice Martin';
const MENU_TEXTS = ['Le Comptoir des Halles', 'Burger du Comptoir', 'Cuisson', 'Bleue', 'Plats'];

// issue 5 point 10: control characters from the platform are escaped in everything printed for humans,
// so that a name cannot forge a status line or retitle the support agent's terminal.
describe('the CLI prints what a hostile platform sends safely', () => {
  let engine: SimulatorEngine;
  let server: RunningSimulatorServer;
  const hostile: HostilePlatform[] = [];

  async function hostileBackend(texts: readonly string[]): Promise<string> {
    const platform = await startHostilePlatform(server.url, texts);
    hostile.push(platform);
    return platform.url;
  }

  async function placeTakeAway(): Promise<string> {
    const run = await runCliCaptured(['--backend', server.url, '--json', 'order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/take-away-order.json']);
    expect(run.stderr).toEqual([]);
    return (JSON.parse(run.stdout) as { order_number: string }).order_number;
  }

  beforeEach(async () => {
    engine = createSimulatorEngine({});
    server = await startSimulator({ engine, host: '127.0.0.1', port: 0 });
  });

  afterEach(async () => {
    await Promise.all(hostile.splice(0).map((platform) => platform.close()));
    await server.close();
    engine.close();
  });

  it('order track: a hostile customer name and order number are shown escaped, on the lines they belong to', async () => {
    const number = await placeTakeAway();
    const backend = await hostileBackend([CUSTOMER, number]);
    const run = await runCliCaptured(['--backend', backend, 'order', 'track', number, '--restaurant', 'le-comptoir']);
    expect(run.stderr).toEqual([]);
    expectPrintable(run.stdout);
    const lines = run.stdout.split('\n');
    // The order, its three steps, its expected time (issue 20.4), its total and its status.
    expect(lines).toHaveLength(7);
    expect(lines[0]).toContain(`for ${HOSTILE_TEXT_PRINTED}`);
    expect(lines[0]).toContain(HOSTILE_TEXT_PRINTED);
    expect(lines.filter((line) => line.startsWith('Status:'))).toEqual(['Status: in progress']);
  });

  it('order track --json: valid JSON that keeps the name, with no raw C1 or bidi character', async () => {
    const number = await placeTakeAway();
    const run = await runCliCaptured(['--backend', await hostileBackend([CUSTOMER]), '--json', 'order', 'track', number, '--restaurant', 'le-comptoir']);
    expect(run.code).toBe(0);
    expectJsonWithoutRawControls(run.stdout);
    expect((JSON.parse(run.stdout) as TrackStatus).customer.name).toBe(HOSTILE_TEXT);
  });

  it('order track --follow: each line escaped, and each --json line valid', async () => {
    const number = await placeTakeAway();
    engine.advance(number);
    engine.advance(number);
    const backend = await hostileBackend([CUSTOMER, number]);
    const human = await runCliCaptured(['--backend', backend, 'order', 'track', number, '--restaurant', 'le-comptoir', '--follow']);
    expect(human.stderr).toEqual([]);
    expectPrintable(human.stdout);
    expect(human.stdout.split('\n').filter((line) => line.startsWith('order '))).toEqual([
      `order ${HOSTILE_TEXT_PRINTED}: ready (pick up at the restaurant) [done, done, done] completed`,
    ]);
    const json = await runCliCaptured(['--backend', backend, '--json', 'order', 'track', number, '--restaurant', 'le-comptoir', '--follow']);
    expectJsonWithoutRawControls(json.stdout);
    const statuses = json.stdout.split('\n').map((line) => JSON.parse(line) as TrackStatus);
    expect(statuses.map((status) => status.customer.name)).toEqual([HOSTILE_TEXT]);
  });

  it('catalogue: hostile restaurant, category, product, option and item names add no line and stay visible', async () => {
    const plain = await runCliCaptured(['--backend', server.url, 'catalogue', 'le-comptoir', '--ids']);
    const run = await runCliCaptured(['--backend', await hostileBackend(MENU_TEXTS), 'catalogue', 'le-comptoir', '--ids']);
    expect(run.code).toBe(0);
    expectPrintable(run.stdout);
    expect(run.stdout.split('\n')).toHaveLength(plain.stdout.split('\n').length);
    expect(run.stdout.split('\n')[0]).toBe(`${HOSTILE_TEXT_PRINTED} (le-comptoir), prices in EUR`);
    expect(run.stdout).toContain(`- ${HOSTILE_TEXT_PRINTED} #1101`);
    expect(run.stdout).toContain(`${HOSTILE_TEXT_PRINTED} #1 [required, choose 1]: ${HOSTILE_TEXT_PRINTED} #101 · Saignante #102`);
  });

  it('catalogue --json: valid JSON that keeps the names, with no raw C1 or bidi character', async () => {
    const run = await runCliCaptured(['--backend', await hostileBackend(MENU_TEXTS), '--json', 'catalogue', 'le-comptoir']);
    expect(run.code).toBe(0);
    expectJsonWithoutRawControls(run.stdout);
    const catalogue = JSON.parse(run.stdout) as Catalogue;
    expect(catalogue.products.find((product) => product.id === 1101)?.name).toMatchObject({ fr: HOSTILE_TEXT });
  });

  it('sim advance: the order it prints has its hostile name escaped', async () => {
    const number = await placeTakeAway();
    const run = await runCliCaptured(['--backend', await hostileBackend([CUSTOMER]), 'sim', 'advance', number]);
    expect(run.code).toBe(0);
    expectPrintable(run.stdout);
    expect(run.stdout.split('\n')[0]).toContain(`for ${HOSTILE_TEXT_PRINTED}`);
    expect(run.stdout.split('\n').filter((line) => line.startsWith('Status:'))).toEqual(['Status: in progress']);
  });

  it('sim price: a hostile error message is quoted escaped, on one line', async () => {
    const run = await runCliCaptured(['--backend', await hostileBackend([]), 'sim', 'price', 'le-comptoir', '9999', '5']);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([`error: ${HOSTILE_TEXT_PRINTED}`]);
  });

  it('sim advance: a hostile refusal is quoted escaped, on one line', async () => {
    const number = await placeTakeAway();
    expect((await runCliCaptured(['--backend', server.url, 'sim', 'cancel', number])).code).toBe(0);
    const run = await runCliCaptured(['--backend', await hostileBackend([]), 'sim', 'advance', number]);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([`error: ${HOSTILE_TEXT_PRINTED}`]);
  });

  it('order place: a refusal naming a hostile field with a hostile message is quoted escaped, on one line', async () => {
    const run = await runCliCaptured([
      '--backend',
      await hostileBackend([]),
      'order',
      'place',
      '--restaurant',
      'le-comptoir',
      '--file',
      'cli/examples/room-service-order.json',
    ]);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual([`error: order refused as a bad request on field ${HOSTILE_TEXT_PRINTED}: ${HOSTILE_TEXT_PRINTED}`]);
  });

  it('what the CLI echoes of its own arguments (an id pasted from anywhere) is escaped too, by the last guard', async () => {
    const pasted = await runCliCaptured(['catalogue', HOSTILE_TEXT]);
    // An error is one line: its line breaks become a space before the guard escapes the rest.
    expect(pasted.stderr).toEqual([`error: restaurant ${HOSTILE_TEXT_PRINTED.replace('\\r\\n', ' ')} not found`]);
    const unknown = await runCliCaptured(['--backend', server.url, 'sim', HOSTILE_TEXT]);
    expect(unknown.stderr).toHaveLength(1);
    expectPrintable(unknown.stderr[0] ?? '');
    expect(unknown.stderr[0]).toContain("error: unknown command 'Eve\\x1b]0;pwned\\x07");
  });
});
