import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSimulatorEngine, startSimulator } from '../../../config/simulator';
import { runCliCaptured, startCli } from './fixtures/run-cli';

function urlIn(output: string): string {
  const match = /listening on (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
  if (!match?.[1]) throw new Error(`no URL in:\n${output}`);
  return match[1];
}

describe('ordering serve', () => {
  it('serves the API on 127.0.0.1, prints the storefront URLs and stops on Ctrl-C', async () => {
    const serving = startCli(['serve', '--port', '0', '--ui-dir', mkdtempSync(join(tmpdir(), 'no-ui-'))]);
    await serving.waitForOutput('Press Ctrl-C to stop.');
    const url = urlIn(serving.stdout());
    expect(serving.stdout()).toContain('`npm run build` builds it; the API is served meanwhile.');
    expect(serving.stdout()).toMatch(new RegExp(`Le Comptoir des Halles +${url}le-comptoir`));
    expect(serving.stdout()).toMatch(new RegExp(`Hôtel Riviera +${url}hotel-riviera`));
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
    writeFileSync(join(uiDir, 'index.html'), '<!doctype html><title>storefront</title>');
    const serving = startCli(['--json', 'serve', '--port', '0', '--ui-dir', uiDir]);
    await serving.waitForOutput('"api"');
    const info = JSON.parse(serving.stdout()) as { api: string; uiDir: string; establishments: { id: string; url: string }[] };
    expect(info.uiDir).toBe(uiDir);
    expect(info.establishments.map((e) => e.id)).toEqual(['le-comptoir', 'hotel-riviera']);
    const page = await fetch(info.establishments[0]!.url);
    expect(await page.text()).toContain('<title>storefront</title>');
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
      const run = await runCliCaptured(['serve', '--port', String(taken.port)]);
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
});
