/**
 * Loopback ports of the browser-test stack: two app instances over one set of fakes. The base comes
 * from E2E_PORT_BASE, which playwright.config.ts picks once per run (workers inherit it), so two
 * runs on one machine never share, or silently reuse, each other's stack.
 */
export function e2ePorts(): { model: number; evidenceOnly: number } {
  const base = Number(process.env.E2E_PORT_BASE ?? 3100);
  return { model: base, evidenceOnly: base + 1 };
}
