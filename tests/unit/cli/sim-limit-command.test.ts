import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RunningSimulatorServer, SimulatorEngine } from '../../../config/simulator';
import { createSimulatorEngine, startSimulator } from '../../../config/simulator';
import { runCliCaptured } from './fixtures/run-cli';

describe('ordering sim limit (issue 6: the demo shows every limit of browsing 5, set live)', () => {
  let engine: SimulatorEngine;
  let server: RunningSimulatorServer;
  const over = (...argv: string[]) => ['--backend', server.url, ...argv];
  const product = (id: number) => engine.catalogue('le-comptoir').products.find((p) => p.id === id);
  const category = (id: number) => engine.catalogue('le-comptoir').categories.find((c) => c.id === id);

  beforeEach(async () => {
    engine = createSimulatorEngine({});
    server = await startSimulator({ engine, host: '127.0.0.1', port: 0 });
  });

  afterEach(async () => {
    await server.close();
    engine.close();
  });

  it('sets and clears a product limit on a running simulator', async () => {
    expect(await runCliCaptured(over('sim', 'limit', '--restaurant', 'le-comptoir', '--product', '1101', '--max', '3'))).toMatchObject({
      code: 0,
      stdout: 'The limit of product 1101 at le-comptoir is now 3 units.',
    });
    expect(product(1101)?.limit).toBe(3);
    expect(await runCliCaptured(over('sim', 'limit', '--restaurant', 'le-comptoir', '--product', '1101', '--clear'))).toMatchObject({ code: 0 });
    expect(product(1101)?.limit).toBeNull();
  });

  it('sets a category limit and the total products limit; reset goes back to the file', async () => {
    const [first] = engine.catalogue('le-comptoir').categories;
    expect((await runCliCaptured(over('sim', 'limit', '--restaurant', 'le-comptoir', '--category', String(first!.id), '--max', '5'))).code).toBe(0);
    expect(category(first!.id)?.limit).toBe(5);
    expect(await runCliCaptured(over('--json', 'sim', 'limit', '--restaurant', 'le-comptoir', '--total', '4'))).toMatchObject({ code: 0, stdout: '{"ok":true}' });
    expect(engine.settings('le-comptoir').total_products_limit.limit).toBe(4);
    expect((await runCliCaptured(over('sim', 'limit', '--restaurant', 'le-comptoir', '--clear'))).code).toBe(0);
    expect(engine.settings('le-comptoir').total_products_limit.limit).toBeNull();
    engine.reset();
    expect(category(first!.id)?.limit ?? null).toBeNull();
  });

  it('bounded inputs: one line on stderr and a non-zero exit', async () => {
    const tooMany = await runCliCaptured(over('sim', 'limit', '--restaurant', 'le-comptoir', '--product', '1101', '--max', '99999'));
    expect(tooMany.code).not.toBe(0);
    expect(tooMany.stderr[0]).toContain('--max is a whole number from 0 to 10000');
    const both = await runCliCaptured(over('sim', 'limit', '--restaurant', 'le-comptoir', '--product', '1101', '--category', '1', '--max', '2'));
    expect(both).toMatchObject({ code: 1, stderr: ['error: name one of --product, --category or --total'] });
    const neither = await runCliCaptured(over('sim', 'limit', '--restaurant', 'le-comptoir', '--product', '1101'));
    expect(neither).toMatchObject({ code: 1, stderr: ['error: give either --max <n> or --clear'] });
    const unknown = await runCliCaptured(over('sim', 'limit', '--restaurant', 'le-comptoir', '--product', '9999', '--max', '1'));
    expect(unknown).toMatchObject({ code: 1, stderr: ['error: no product 9999 at le-comptoir'] });
  });

  it('the staging route refuses a page of another origin and a max out of bounds', async () => {
    const url = `${server.url}_simulator/restaurants/le-comptoir/limits`;
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-simulator-staging': '1', ...headers }, body: JSON.stringify(body) });
    expect((await post({ target: 'total', max: 2 }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ target: 'total', max: -1 })).status).toBe(400);
    expect((await post({ target: 'product', id: 'x', max: 1 })).status).toBe(400);
    expect((await post({ target: 'total', max: 2 })).status).toBe(200);
    expect(engine.settings('le-comptoir').total_products_limit.limit).toBe(2);
  });
});
