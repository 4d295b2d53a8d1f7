import { describe, expect, it } from 'vitest';
import { runCliCaptured } from './fixtures/run-cli';
import { useServedSimulator } from './fixtures/served-simulator';

describe('ordering sim stock, price and reset (staging the menu for QA and support)', () => {
  const simulator = useServedSimulator();
  const { over } = simulator;
  const product = (id: number) => simulator.engine.catalogue('le-comptoir').products.find((p) => p.id === id);

  it('sim stock sets the units left, "none" makes the product not available (browsing 3)', async () => {
    expect(await runCliCaptured(over('sim', 'stock', 'le-comptoir', '1101', '3'))).toMatchObject({
      code: 0,
      stdout: 'Stock of product 1101 at le-comptoir set to 3.',
    });
    expect(product(1101)?.stock).toEqual({ number_available: 3 });
    expect((await runCliCaptured(over('sim', 'stock', 'le-comptoir', '1101', 'none'))).code).toBe(0);
    expect(product(1101)?.stock).toEqual({ number_available: null });
  });

  it('sim price takes an amount such as 17.50 and stores cents', async () => {
    expect(await runCliCaptured(over('sim', 'price', 'le-comptoir', '1101', '17,50'))).toMatchObject({ code: 0 });
    expect(product(1101)?.price).toBe(1750);
  });

  it('sim reset goes back to the demo state', async () => {
    simulator.engine.setPrice('le-comptoir', 1101, 100);
    expect(await runCliCaptured(over('--json', 'sim', 'reset'))).toMatchObject({ code: 0, stdout: '{"ok":true}' });
    expect(product(1101)?.price).toBe(1650);
  });

  it('sim close closes the restaurant for now (checkout 4: consultative), --reopen opens it again', async () => {
    expect(await runCliCaptured(over('sim', 'close', 'le-comptoir'))).toMatchObject({ code: 0, stdout: 'le-comptoir is closed for now: its menu is for consultation only.' });
    expect(simulator.engine.settings('le-comptoir').is_closed).toBe(true);
    expect(await runCliCaptured(over('sim', 'close', 'le-comptoir', '--reopen'))).toMatchObject({ code: 0, stdout: 'le-comptoir is open again.' });
    expect(simulator.engine.settings('le-comptoir').is_closed).toBe(false);
    expect((await runCliCaptured(over('sim', 'close', 'nowhere'))).code).not.toBe(0);
  });

  it('a wrong argument or an unknown product is one line on stderr and a non-zero exit', async () => {
    const badUnits = await runCliCaptured(over('sim', 'stock', 'le-comptoir', '1101', 'lots'));
    expect(badUnits.code).not.toBe(0);
    expect(badUnits.stderr).toHaveLength(1);
    expect(badUnits.stderr[0]).toContain('units are a whole number');
    const unknown = await runCliCaptured(over('sim', 'price', 'le-comptoir', '9999', '5'));
    expect(unknown).toMatchObject({ code: 1, stderr: ['error: no product 9999 at le-comptoir'] });
  });
});

describe('ordering sim order-error (checkout 8: stage the platform answer to the next order)', () => {
  const simulator = useServedSimulator();
  const { over } = simulator;

  it('answers the next order with the staged error and its data, over HTTP', async () => {
    expect(await runCliCaptured(over('sim', 'order-error', 'le-comptoir', 'whitelist_email', '--data', 'a@b.fr'))).toMatchObject({
      code: 0,
      stdout: 'The next order at le-comptoir will be answered with whitelist_email.',
    });
    const placed = await runCliCaptured(over('order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/take-away-order.json'));
    expect(placed.code).not.toBe(0);
    expect(placed.stderr.join('\n')).toContain('whitelist_email');
  });

  it('refuses an unknown error with the list of known ones', async () => {
    const wrong = await runCliCaptured(over('sim', 'order-error', 'le-comptoir', 'everything'));
    expect(wrong.code).not.toBe(0);
    expect(wrong.stderr[0]).toContain('stock_error');
  });
});
