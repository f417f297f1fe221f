import { APICallError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { LlmError } from './llm-error.ts';
import { toLlmError } from './to-llm-error.ts';

const signals = () => ({
  caller: new AbortController().signal,
  timeout: new AbortController().signal,
  timeoutMs: 1000,
});

const apiError = (statusCode: number | undefined, responseBody?: string, cause?: unknown) =>
  new APICallError({
    message: 'upstream said: your prompt "secret question" was rejected',
    url: 'http://model.local/v1/chat/completions',
    requestBodyValues: {},
    statusCode,
    responseBody,
    cause,
  });

describe('toLlmError', () => {
  it('maps a non-OK status, also after retries, without leaking the provider message', () => {
    const retried = new RetryError({
      message: 'failed',
      reason: 'maxRetriesExceeded',
      errors: [apiError(503)],
    });
    const mapped = toLlmError(retried, signals());
    expect(mapped).toBeInstanceOf(LlmError);
    expect(mapped).toMatchObject({ kind: 'http', status: 503, message: 'OpenAI API error: 503' });
    expect(String((mapped as Error).message)).not.toContain('secret');
  });

  it('maps an unreachable server to a network error', () => {
    const refused = apiError(undefined, undefined, new Error('connect ECONNREFUSED'));
    expect(toLlmError(refused, signals())).toMatchObject({
      kind: 'network',
      message: 'Could not reach the model service',
    });
  });

  it('tells a cut-off body, an empty body and an unparseable body apart', () => {
    expect(
      toLlmError(apiError(200, 'data: {', new TypeError('terminated')), signals()),
    ).toMatchObject({ kind: 'interrupted' });
    expect(toLlmError(apiError(200, ''), signals())).toMatchObject({
      kind: 'no-body',
      message: 'No response body',
    });
    expect(toLlmError(apiError(200, '<html>'), signals())).toMatchObject({
      kind: 'invalid-output',
    });
  });

  it('prefers the caller abort, then the timeout, over whatever was thrown', () => {
    const caller = new AbortController();
    caller.abort();
    const timeout = new AbortController();
    timeout.abort();
    expect(
      toLlmError(apiError(500), { caller: caller.signal, timeout: timeout.signal, timeoutMs: 10 }),
    ).toMatchObject({
      name: 'AbortError',
    });
    expect(
      toLlmError(apiError(500), { caller: undefined, timeout: timeout.signal, timeoutMs: 10 }),
    ).toMatchObject({
      kind: 'timeout',
      message: 'Request timeout after 10ms',
    });
  });
});
