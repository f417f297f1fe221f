/** Fixed loopback ports of the browser-test stack: two app instances over one set of fakes. */
export const E2E_PORTS = {
  /** The full product, talking to the fake model. */
  model: 3100,
  /** No model configured: evidence-only mode. */
  evidenceOnly: 3101,
} as const;
