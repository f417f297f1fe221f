import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.ts';

describe('securityHeaders', () => {
  it('gives helmet’s headers for the options, the policy built from its directives', () => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], connectSrc: ["'self'", 'https://voice.example'] },
      },
      crossOriginEmbedderPolicy: false,
    });
    expect(headers['content-security-policy']).toBe(
      "default-src 'self';connect-src 'self' https://voice.example",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  });

  it('refuses a policy helmet refuses, when the server starts rather than per request', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { scriptSrc: ['self'] } } }),
    ).toThrow();
  });
});
