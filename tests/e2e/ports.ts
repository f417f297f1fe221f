/**
 * Loopback ports of the browser-test stack: two app instances over one set of fakes. The base comes
 * from E2E_PORT_BASE, which playwright.config.ts picks once per run (workers inherit it), so two
 * runs on one machine never share, or silently reuse, each other's stack.
 */
export function e2ePorts(): { model: number; evidenceOnly: number } {
  const base = Number(process.env.E2E_PORT_BASE ?? 3100);
  return { model: base, evidenceOnly: base + 1 };
}

/**
 * Ports Chromium refuses to open (ERR_UNSAFE_PORT; its restricted list, net/base/port_util.cc)
 * within 3100-3899, the range runs pick from: one run in 400 landed on 3659 and failed its pages.
 */
const CHROMIUM_RESTRICTED_PORTS = new Set([3659]);

/** The port pair's base for one run: even, from 3100, never a pair Chromium would refuse. */
export function e2ePortBase(pid: number): number {
  let base = 3100 + 2 * (pid % 400);
  while (CHROMIUM_RESTRICTED_PORTS.has(base) || CHROMIUM_RESTRICTED_PORTS.has(base + 1)) base += 2;
  return base;
}
