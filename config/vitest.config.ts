import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TEST_NOW } from './test-now';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    // Servers started by tests bind to 127.0.0.1 on a free port; nothing here needs isolation per file.
    pool: 'threads',
    // Two workers, modules shared between the files of a worker (no isolation): 490 s became about 130 s on
    // 2 cores. Each file cleans up after itself (servers closed, fake timers restored); the suite passes with its
    // files shuffled (`--sequence.shuffle.files`), which is how to check a new test that keeps state.
    // Two workers failed before only because a slot order took the simulator 100 ms (now about 9 ms).
    maxWorkers: 2,
    isolate: false,
    testTimeout: 15_000,
    // Issue 22.4: an order "as soon as possible" is refused while closed; the simulators and node containers
    // the tests make without a clock start at the suites' instant (a Wednesday lunch), whatever the hour.
    env: { ORDERING_TEST_NOW: TEST_NOW },
  },
});
