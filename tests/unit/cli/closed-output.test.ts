import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './fixtures/run-cli';

const BIN = 'cli/bin/ordering.mjs';

interface Ended {
  readonly code: number | null;
  readonly stderr: string;
  readonly stdoutBytes: number;
}

/** Runs the bin with a stdout the test controls; `readFirstChunkOnly` closes the pipe as `| head -1` does. */
function run(argv: string[], stdout: 'pipe' | number, readFirstChunkOnly: boolean): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...argv], { cwd: PROJECT_ROOT, stdio: ['ignore', stdout, 'pipe'] });
    let stderr = '';
    let stdoutBytes = 0;
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (readFirstChunkOnly) child.stdout?.destroy();
    });
    const timer = setTimeout(() => reject(new Error(`no end after 30 s; stderr so far:\n${stderr}`)), 30_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdoutBytes });
    });
  });
}

describe('issue 22.14: output the reader no longer wants', () => {
  it('a closed pipe (`| head -1`) ends the command quietly with 0', async () => {
    // La Grande Carte's tree is far longer than a pipe's buffer: the pipe closes while it is still written.
    const ended = await run(['catalogue', 'grande-carte'], 'pipe', true);
    expect(ended.stdoutBytes).toBeGreaterThan(0);
    expect(ended.stderr).toBe('');
    expect(ended.code).toBe(0);
  }, 40_000);

  it('any other write failure (a full disk) is one line on stderr and exit code 74', async () => {
    const ended = await run(['catalogue', 'le-comptoir'], openSync('/dev/full', 'w'), false);
    expect(ended.stderr).toBe('error: cannot write the output (ENOSPC)\n');
    expect(ended.code).toBe(74);
  }, 40_000);
});
