import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const SOAK = fileURLToPath(new URL('./fixtures/bad-input-soak.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

describe('a soak of bad input (issue 5 point 6)', () => {
  it('every bad order is refused, nothing is kept, and the heap stays flat', async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', SOAK, '600'], { cwd: ROOT, timeout: 60_000 });
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as { rounds: number; refused: number; kept: number; heapBeforeMb: number; heapAfterMb: number };
    expect(result.refused).toBe(result.rounds);
    expect(result.kept).toBe(0);
    // 600 requests carry about 40 MB of bad input; a leak of even a tenth of it would show.
    expect(result.heapAfterMb - result.heapBeforeMb).toBeLessThan(4);
  }, 70_000);
});
