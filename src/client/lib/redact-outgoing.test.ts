import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('preloadRedactor', () => {
  it('loads the redactor and warms it when the page is idle, not before', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    const { preloadRedactor, redactOutgoingText } = await import('./redact-outgoing.ts');
    preloadRedactor();
    preloadRedactor();
    await vi.waitFor(() => expect(idle).toHaveLength(1), { timeout: 10_000 });
    // The warm-up reads sample text only; what the visitor sends is redacted as ever.
    expect(() => idle[0]?.()).not.toThrow();
    expect(await redactOutgoingText('My husband Jonas Berg is 94.')).toBe(
      'My husband [NAME] is [AGE].',
    );
  });
});
