import { existsSync } from 'node:fs';

/**
 * Debian's full Chromium: the browser the product is checked in where the browser's own
 * interface takes part (its PDF viewer opening a blob in a tab), and the fallback for everything.
 */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`, built from the same Chromium source and version as
 * `chromium`: the same Blink, V8, network stack and media flags without the desktop browser's
 * shell around them. Playwright runs headless tests in this build by default; here it used about
 * a third less CPU than the full browser for the same tests (decision 020), which on two cores is
 * wall time. `CHROMIUM_HEADLESS_PATH` picks another; without it installed, the full browser runs.
 */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_HEADLESS_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : FULL_CHROMIUM);

/** Flags for every test browser: no sandbox in a container, no GPU, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
