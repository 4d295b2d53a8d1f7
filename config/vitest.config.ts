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
    // Vitest's default on 2 cores is one worker. Two halve the wall time (490 s to 250 s), but on a loaded
    // machine the simulator's 30 parallel orders (slot-capacity.test.ts, 8 s alone: about 280 ms an order)
    // then outlast their 15 s: the order intake must get faster first (issue 16.6).
    testTimeout: 15_000,
    // Issue 22.4: an order "as soon as possible" is refused while closed; the simulators and node containers
    // the tests make without a clock start at the suites' instant (a Wednesday lunch), whatever the hour.
    env: { ORDERING_TEST_NOW: TEST_NOW },
  },
});
