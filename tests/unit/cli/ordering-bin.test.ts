import { execFile, spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '../../../core/domain/catalogue/catalogue';
import { PROJECT_ROOT } from './fixtures/run-cli';

const BIN = 'cli/bin/ordering.mjs';

interface ProcessRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `node cli/bin/ordering.mjs ...` from the project root, as `npx ordering ...` runs it. */
function ordering(...argv: string[]): Promise<ProcessRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...argv], { cwd: PROJECT_ROOT, timeout: 20_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}

describe('the ordering bin, as a process', () => {
  it('prints the catalogue as JSON', async () => {
    const run = await ordering('catalogue', 'le-comptoir', '--json');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const catalogue = JSON.parse(run.stdout) as Catalogue;
    expect(catalogue.products.some((product) => product.id === 1101)).toBe(true);
  });

  it('places the take-away example', async () => {
    const run = await ordering('order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/take-away-order.json');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Order [0-9A-Z]{12} placed at le-comptoir\.\n/);
  });

  it('exits non-zero with one line on stderr for a file that is not there', async () => {
    const run = await ordering('order', 'place', '--restaurant', 'le-comptoir', '--file', 'cli/examples/no-such-order.json');
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^error: no such file: .*no-such-order\.json\n$/);
  });

  it('serve stops cleanly on SIGINT', async () => {
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--data', ':memory:'], { cwd: PROJECT_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve did not start:\n${stdout}`)), 15_000);
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('Press Ctrl-C to stop.')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(stdout).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+\//);
    expect(stdout).toContain('Simulator stopped.');
  });
});
