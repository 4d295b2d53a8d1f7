import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';
import { useServedSimulator } from './fixtures/served-simulator';

describe('ordering sim limit (issue 6: the demo shows every limit of browsing 5, set live)', () => {
  const simulator = useServedSimulator();
  const { over } = simulator;
  const product = (id: number) => simulator.engine.catalogue('le-comptoir').products.find((p) => p.id === id);
  const category = (id: number) => simulator.engine.catalogue('le-comptoir').categories.find((c) => c.id === id);

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
    const [first] = simulator.engine.catalogue('le-comptoir').categories;
    expect((await runCliCaptured(over('sim', 'limit', '--restaurant', 'le-comptoir', '--category', String(first!.id), '--max', '5'))).code).toBe(0);
    expect(category(first!.id)?.limit).toBe(5);
    expect(await runCliCaptured(over('--json', 'sim', 'limit', '--restaurant', 'le-comptoir', '--total', '4'))).toMatchObject({ code: 0, stdout: '{"ok":true}' });
    expect(simulator.engine.settings('le-comptoir').total_products_limit.limit).toBe(4);
    expect((await runCliCaptured(over('sim', 'limit', '--restaurant', 'le-comptoir', '--clear'))).code).toBe(0);
    expect(simulator.engine.settings('le-comptoir').total_products_limit.limit).toBeNull();
    simulator.engine.reset();
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
    const url = `${simulator.url}_simulator/restaurants/le-comptoir/limits`;
    const post = (body: unknown, headers: Record<string, string> = {}) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-simulator-staging': '1', ...headers }, body: JSON.stringify(body) });
    expect((await post({ target: 'total', max: 2 }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ target: 'total', max: -1 })).status).toBe(400);
    expect((await post({ target: 'product', id: 'x', max: 1 })).status).toBe(400);
    expect((await post({ target: 'total', max: 2 })).status).toBe(200);
    expect(simulator.engine.settings('le-comptoir').total_products_limit.limit).toBe(2);
  });
});
