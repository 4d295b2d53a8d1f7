import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ESTABLISHMENTS_DIR } from '../../../adapters/simulator/establishments/establishment-folder';
import { PROJECT_ROOT, runCliCaptured, startCli } from './fixtures/run-cli';

const CHEZ_NOUS = readFileSync(join(PROJECT_ROOT, 'tests/unit/adapters/simulator/establishments/fixtures/chez-nous.json'), 'utf8');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EditableJson = Record<string, any>;

const folders: string[] = [];
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function newFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'own-menu-cli-'));
  folders.push(dir);
  return dir;
}

/** A folder holding chez-nous.json with one mistake, as a restaurant would pass it to serve. */
function brokenFolder(change: (file: EditableJson) => void): string {
  const dir = newFolder();
  const file = JSON.parse(CHEZ_NOUS) as EditableJson;
  change(file);
  writeFileSync(join(dir, 'chez-nous.json'), JSON.stringify(file, null, 2));
  return dir;
}

describe("issue 22.15: ordering serve on a restaurant's own broken file: one line, a non-zero exit, no stack trace", () => {
  it("issue 22.15: the README's first steps (Le Comptoir copied as chez-nous.json, with its pictures) serve the restaurant's file", async () => {
    const dir = newFolder();
    writeFileSync(join(dir, 'chez-nous.json'), readFileSync(join(DEMO_ESTABLISHMENTS_DIR, 'le-comptoir.json'), 'utf8').replace('"id": "le-comptoir"', '"id": "chez-nous"'));
    cpSync(join(DEMO_ESTABLISHMENTS_DIR, 'assets'), join(dir, 'assets'), { recursive: true });
    const serving = startCli(['serve', '--port', '0', '--data', ':memory:', '--establishments', dir]);
    await serving.waitForOutput('Press Ctrl-C to stop.');
    expect(serving.stdout()).toMatch(/Le Comptoir des Halles +http:\/\/127\.0\.0\.1:\d+\/chez-nous/);
    serving.stop();
    expect((await serving.done).code).toBe(0);
  });

  it.each<[string, (file: EditableJson) => void, string]>([
    ['a slot ending before it starts', (f) => Object.assign(f.settings.orderTypes[0].timeSlots[0], { start: '11:30', end: '11:00' }), 'settings.orderTypes.0.timeSlots.0.end: ends at 11:00, before it starts at 11:30'],
    ['a price in euros', (f) => (f.catalogue.products[0].price = 16.5), 'catalogue.products.0.price: prices are in cents, a whole number: write 1650 for 16.50, not 16.5'],
    ['a misspelt key', (f) => (f.catalogue.products[0].pirce = 1650), 'catalogue.products.0.pirce: unknown key "pirce": did you mean "price"?'],
  ])('issue 22.15: %s stops serve with the file, the field and what to write', async (_what, change, expected) => {
    const run = await runCliCaptured(['serve', '--port', '0', '--data', ':memory:', '--establishments', brokenFolder(change)]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toHaveLength(1);
    expect(run.stderr[0]).toContain(`error: establishment file chez-nous.json: ${expected}`);
  });

  it('issue 22.15: a .json entry that cannot be read is one line too, not an unexpected failure', async () => {
    const dir = newFolder();
    mkdirSync(join(dir, 'chez-nous.json'));
    const run = await runCliCaptured(['serve', '--port', '0', '--data', ':memory:', '--establishments', dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toEqual(['error: establishment file chez-nous.json: (file): cannot be read (EISDIR): make it a readable JSON file']);
  });

  it('issue 22.15: the ordering bin, as a process, prints the one line on stderr and exits 1', async () => {
    const dir = brokenFolder((f) => (f.settings.orderTypes = []));
    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, ['cli/bin/ordering.mjs', 'serve', '--port', '0', '--data', ':memory:', '--establishments', dir], { cwd: PROJECT_ROOT, timeout: 20_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
      );
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      'error: establishment file chez-nous.json: settings.orderTypes: lists no order type, so no customer could order: list at least one, e.g. [{ "id": 3 }] for take away (only a group, with multi_establishment, has none)\n',
    );
  });
});
