import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RedactorReply, RedactorRequest } from './redactor-messages.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/**
 * A stand-in for the browser's Worker that runs the real worker module in this thread, messages
 * passed asynchronously and cloned as the browser does.
 */
class InThreadWorker {
  static created = 0;
  onmessage: ((event: MessageEvent<RedactorReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private readonly scope: { onmessage?: (event: { data: RedactorRequest }) => void } = {};
  private readonly ready: Promise<void>;

  constructor() {
    InThreadWorker.created += 1;
    vi.stubGlobal('postMessage', (reply: RedactorReply) =>
      setTimeout(() => this.onmessage?.({ data: structuredClone(reply) } as MessageEvent)),
    );
    this.ready = import('./redactor.worker.ts').then(() => {
      this.scope.onmessage = (globalThis as unknown as typeof this.scope).onmessage;
    });
  }

  postMessage(request: RedactorRequest): void {
    void this.ready.then(() => this.scope.onmessage?.({ data: structuredClone(request) }));
  }

  terminate(): void {}
}

/** A worker whose script cannot load (blocked by a policy, an old browser). */
class BrokenWorker {
  onmessage: unknown = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  constructor() {
    setTimeout(() => this.onerror?.({ message: 'failed to load' } as ErrorEvent));
  }
  postMessage(): void {}
  terminate(): void {}
}

describe('the outgoing redactor', () => {
  it('loads the redactor in place where there are no workers, warmed when the page is idle', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('Worker', undefined);
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

  it(
    'redacts in one worker, started once, texts and whole search requests',
    { timeout: 20_000 },
    async () => {
      InThreadWorker.created = 0;
      vi.stubGlobal('Worker', InThreadWorker);
      const { preloadRedactor, redactOutgoingSearch, redactOutgoingText } =
        await import('./redact-outgoing.ts');
      preloadRedactor();
      const [text, search] = await Promise.all([
        redactOutgoingText('My husband Jonas Berg is 94.'),
        redactOutgoingSearch({
          query: 'Is metformin safe for my father Jonas Berg?',
          searchType: 'general',
          conversationContext: [{ role: 'user', content: 'Jonas lives at 12 Main St.' }],
        } as never),
      ]);
      expect(text).toBe('My husband [NAME] is [AGE].');
      expect(search.query).toBe('Is metformin safe for my father [NAME]?');
      expect(search.conversationContext?.[0]?.content).toBe('[NAME] lives at [ADDRESS]');
      expect(InThreadWorker.created).toBe(1);
    },
  );

  it('redacts in place when the worker cannot load', { timeout: 20_000 }, async () => {
    vi.stubGlobal('Worker', BrokenWorker);
    const { redactOutgoingText } = await import('./redact-outgoing.ts');
    expect(await redactOutgoingText('Call me on +44 7700 900123, Jonas Berg')).not.toMatch(
      /7700|Jonas/,
    );
  });
});
