import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Timing guards against super-linear parsers: seconds each, so out of the edit loop. */
const LINEAR_TIME = 'src/**/linear-time.test.ts';

/*
 * Four projects, run together by `vitest run` and one by one with `--project`:
 * `npm run test:quick` runs the two unit projects, `npm test` all four.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'node',
    testTimeout: 20000,
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine, idle
    // while an integration test waits on a fake's latency or a retry delay. Three on two cores
    // keeps them busy through those waits (the whole run: 148 s with two, 136 s with three).
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-node',
          include: ['src/{contract,server,shared}/**/*.test.ts'],
          exclude: [LINEAR_TIME],
          // Server and shared code in Node: no test there stubs globals or leaves fake timers
          // behind, so the files of a worker share one module graph instead of each loading
          // its own, which was most of their time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-client',
          include: ['src/client/**/*.test.{ts,tsx}'],
          exclude: [LINEAR_TIME],
        },
      },
      { extends: true, test: { name: 'linear-time', include: [LINEAR_TIME] } },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // Each file starts its own fakes and closes its apps (tests/integration/stack.ts); the
          // app's modules need loading once per worker, not once per file.
          isolate: false,
        },
      },
    ],
  },
});
