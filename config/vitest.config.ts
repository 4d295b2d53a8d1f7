import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/contract/**/*.test.ts'],
    environment: 'node',
    // Servers started by tests bind to 127.0.0.1 on a free port; nothing here needs isolation per file.
    pool: 'threads',
    // Vitest's default on 2 cores is one worker; most files wait on sockets and servers, so two halve the
    // wall time (issue 16.6). More than the cores made the heartbeat timings of socket tests slip.
    maxWorkers: 2,
    testTimeout: 15_000,
  },
});
