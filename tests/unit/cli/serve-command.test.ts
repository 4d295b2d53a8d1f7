import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSimulatorEngine, startSimulator } from '../../../config/simulator';
import { DEMO_ESTABLISHMENTS_DIR } from '../../../adapters/simulator/establishments/establishment-folder';
import { runCliCaptured, startCli } from './fixtures/run-cli';

function urlIn(output: string): string {
  const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
  if (!match?.[1]) throw new Error(`no URL in:\n${output}`);
  return match[1];
}

describe('ordering serve', () => {
  it('serves the API on 127.0.0.1, prints the storefront URLs and stops on Ctrl-C', async () => {
    const serving = startCli(['serve', '--port', '0', '--data', ':memory:', '--ui-dir', mkdtempSync(join(tmpdir(), 'no-ui-'))]);
    await serving.waitForOutput('Press Ctrl-C to stop.');
    const url = urlIn(serving.stdout());
    expect(serving.stdout()).toContain('`npm run build` builds it; the API is served meanwhile.');
    expect(serving.stdout()).toMatch(new RegExp(`Le Comptoir des Halles +${url}le-comptoir`));
    expect(serving.stdout()).toMatch(new RegExp(`Hôtel Riviera +${url}hotel-riviera`));
    expect(serving.stdout()).toMatch(new RegExp(`Le Phare +${url}le-phare`));
    expect(serving.stdout()).toContain(`API base: ${url}`);

    const catalogue = await runCliCaptured(['--backend', url, 'catalogue', 'le-comptoir']);
    expect(catalogue.code).toBe(0);
    expect(catalogue.stdout).toContain('Burger du Comptoir');

    serving.stop();
    const run = await serving.done;
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Simulator stopped.');
    await expect(fetch(url)).rejects.toThrow();
  });

  it('serves a built storefront from --ui-dir, every route being the same page', async () => {
    const uiDir = mkdtempSync(join(tmpdir(), 'ui-'));
    writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>storefront</title><main id="built-page"></main>');
    const serving = startCli(['--json', 'serve', '--port', '0', '--data', ':memory:', '--ui-dir', uiDir]);
    await serving.waitForOutput('"api"');
    const info = JSON.parse(serving.stdout()) as { api: string; uiDir: string; establishments: { id: string; url: string }[] };
    expect(info.uiDir).toBe(uiDir);
    expect(info.establishments.map((e) => e.id)).toEqual(expect.arrayContaining(['le-comptoir', 'hotel-riviera']));
    const page = await fetch(info.establishments[0]!.url);
    const html = await page.text();
    expect(html).toContain('<main id="built-page"></main>');
    // The simulator names the establishment in the page's title (issue 17, SEO), in place of the built one.
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).not.toContain('<title>storefront</title>');
    serving.stop();
    expect((await serving.done).code).toBe(0);
  });

  it('issue 5, point 7: --no-staging turns the staging routes off (404), the storefront API stays', async () => {
    const serving = startCli(['serve', '--port', '0', '--no-staging', '--ui-dir', mkdtempSync(join(tmpdir(), 'no-ui-'))]);
    await serving.waitForOutput('Press Ctrl-C to stop.');
    const url = urlIn(serving.stdout());
    expect(serving.stdout()).toContain('Staging routes (/_simulator/...) are off');
    const staging = await fetch(new URL('_simulator/establishments', url), { headers: { 'x-simulator-staging': '1' } });
    expect(staging.status).toBe(404);
    const advance = await runCliCaptured(['--backend', url, 'sim', 'advance', 'any-order']);
    expect(advance.code).not.toBe(0);
    expect((await fetch(new URL('api_click_and_collect/v7/le-comptoir/restaurant', url))).status).toBe(200);
    serving.stop();
    expect((await serving.done).code).toBe(0);
  });

  it('says in one line that the port is taken', async () => {
    const engine = createSimulatorEngine({});
    const taken = await startSimulator({ engine, host: '127.0.0.1', port: 0 });
    try {
      const run = await runCliCaptured(['serve', '--port', String(taken.port), '--data', ':memory:']);
      expect(run.code).toBe(1);
      expect(run.stderr).toEqual([`error: port ${taken.port} on 127.0.0.1 is already in use; pick another with --port`]);
    } finally {
      await taken.close();
      engine.close();
    }
  });

  it.each([
    [['--port', 'eighty'], 'expected a port number from 0 to 65535'],
    [['--auto-advance', '0'], 'expected a number of seconds greater than 0'],
    [['--fixed-time', 'noon'], 'expected an ISO date and time'],
    [['--now', 'noon'], 'expected an ISO date and time'],
  ])('refuses serve %j in one line', async (options, reason) => {
    const run = await runCliCaptured(['serve', ...options]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toContain(reason);
  });

  it('has no use for --backend', async () => {
    const run = await runCliCaptured(['--backend', 'http://127.0.0.1:4173/', 'serve']);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual(['error: serve runs its own simulator; --backend does not apply to it']);
  });

  it('issue 5: with --data, a restarted server still knows its orders and gives no number twice', async () => {
    const data = join(mkdtempSync(join(tmpdir(), 'data-')), 'simulator.sqlite');
    const firstRun = startCli(['serve', '--port', '0', '--data', data]);
    await firstRun.waitForOutput('Press Ctrl-C to stop.');
    expect(firstRun.stdout()).toContain(`Orders are kept in ${data} (--data).`);
    const first = urlIn(firstRun.stdout());
    const placed = await runCliCaptured(['--backend', first, '--json', 'order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/take-away-order.json']);
    const { order_number: number } = JSON.parse(placed.stdout) as { order_number: string };
    firstRun.stop();
    await firstRun.done;

    const secondRun = startCli(['serve', '--port', '0', '--data', data]);
    await secondRun.waitForOutput('Press Ctrl-C to stop.');
    const second = urlIn(secondRun.stdout());
    const tracked = await runCliCaptured(['--backend', second, 'order', 'track', number, '--restaurant', 'le-comptoir']);
    expect(tracked.stdout.split('\n')[0]).toBe(`Order CH-001 (${number}), take away, for Alice Martin`);
    const again = await runCliCaptured(['--backend', second, '--json', 'order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/take-away-order.json']);
    expect((JSON.parse(again.stdout) as { order_number: string }).order_number).not.toBe(number);
    secondRun.stop();
    await secondRun.done;
  });

  it('issue 5: --establishments serves a restaurant its own menu from a folder of files', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'establishments-'));
    const demo = JSON.parse(readFileSync(join(DEMO_ESTABLISHMENTS_DIR, 'le-comptoir.json'), 'utf8')) as { settings: Record<string, unknown> };
    demo.settings = { ...demo.settings, id: 'chez-nous', restaurant_name: 'Chez Nous', logo_url: null, banner: { image: null, imageMobile: null } };
    writeFileSync(join(dir, 'chez-nous.json'), JSON.stringify(demo).replace(/"\/demo-assets\/[\w-]+\.svg"/g, 'null'));
    const serving = startCli(['serve', '--port', '0', '--data', ':memory:', '--establishments', dir]);
    await serving.waitForOutput('Press Ctrl-C to stop.');
    const url = urlIn(serving.stdout());
    expect(serving.stdout()).toMatch(new RegExp(`Chez Nous +${url}chez-nous`));
    expect(serving.stdout()).not.toContain('Le Comptoir des Halles');
    const catalogue = await runCliCaptured(['--backend', url, 'catalogue', 'chez-nous']);
    expect(catalogue.stdout).toContain('Burger du Comptoir');
    serving.stop();
    await serving.done;
  });

  it('issue 5: a broken establishment file stops serve with one line naming the file and the field', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'establishments-'));
    const demo = JSON.parse(readFileSync(join(DEMO_ESTABLISHMENTS_DIR, 'le-comptoir.json'), 'utf8')) as { catalogue: { products: { price: unknown }[] } };
    demo.catalogue.products[3]!.price = '16,50';
    writeFileSync(join(dir, 'le-comptoir.json'), JSON.stringify(demo));
    const run = await runCliCaptured(['serve', '--port', '0', '--data', ':memory:', '--establishments', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toMatch(/^error: establishment file le-comptoir\.json: catalogue\.products\.3\.price: /);
  });
});
