import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROMIUM } from './tests/e2e/browsers.ts';
import { e2ePortBase, e2ePorts } from './tests/e2e/ports.ts';

// One port pair per run, inherited by the workers and the stack process.
process.env.E2E_PORT_BASE ??= String(e2ePortBase(process.pid));
const E2E_PORTS = e2ePorts();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two on two cores. Three kept the cores 3% idle instead of 12% (the three largest specs: 207 s
  // against 224 s), but on a slower machine with Chromium 156.0.8078.108 three workers starved each
  // other: axe scans and in-browser PDF reads ran past the 30 s test timeout (accessibility and
  // hostile-pdfs: 13 failures with three workers, none with two, on the same machine).
  workers: 2,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTS.model}`,
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
    // A failed test keeps its trace with a DOM snapshot of every step. The screencast beside it
    // cost four fifths of the suite's CPU (hostile-pdfs: 790 s with it, 181 s without), which on
    // two cores is most of the wall time; the snapshots show the page as well for debugging.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    // The service worker would hide page requests from page.route; tests/e2e/offline.spec.ts
    // allows it and tests it.
    serviceWorkers: 'block',
    // Without a GPU, Chromium composites every frame of a running CSS animation in software: the
    // search's spinner and skeleton kept one core busy per browser at desktop width, and starved
    // the page's workers (a question waited 11 s instead of 2 s to leave). The app honours the
    // preference everywhere; the journeys that check the moving page set 'no-preference'
    // (docs/decisions/023-browser-tests-with-reduced-motion.md).
    reducedMotion: 'reduce',
  },
  // Every journey runs on desktop. A phone run costs as much again, so only tests whose phone run
  // checks something of its own are tagged for it: layout, touch, narrow screens and each screen's
  // basic journey ('@mobile'), or a narrow width alone ('@mobile-only'). Nothing is scheduled
  // only to be skipped.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: {
    command: 'node tests/e2e/stack.ts',
    url: `http://127.0.0.1:${E2E_PORTS.model}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
