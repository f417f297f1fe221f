import { describe, expect, it } from 'vitest';
import { LlmError } from '../../llm/index.ts';
import { providerMessage } from '../../llm/provider-message.ts';
import { modelFailureCause } from './model-failure-cause.ts';

const http = (status: number, body?: string) =>
  new LlmError('http', `OpenAI API error: ${status}`, {
    status,
    providerMessage: providerMessage(body),
  });

describe('modelFailureCause', () => {
  it('carries the status on every path, and what SPEC.md adds on lab and image calls', () => {
    const error = http(500, JSON.stringify({ error: { message: 'The server had an error' } }));
    expect(modelFailureCause(error)).toBe(
      'The AI model service answered with an error (HTTP 500).',
    );
    expect(modelFailureCause(error, 'body')).toBe(
      'The AI model service answered with an error (OpenAI API error: 500 - The server had an error).',
    );
    expect(modelFailureCause(error, 'status-text')).toBe(
      'The AI model service answered with an error (OpenAI API error: 500 Internal Server Error).',
    );
    expect(modelFailureCause(http(429))).toBe(
      'The AI model service is over its request limit right now (HTTP 429).',
    );
    expect(modelFailureCause(http(401), 'body')).toBe(
      "The AI model service refused this server's credentials (OpenAI API error: 401).",
    );
  });

  it('redacts identifiers a provider echoed from a lab prompt', () => {
    const echoed = http(
      400,
      '{"error":{"message":"Invalid content near Patient JOHNSON, MARY DOB 10/15/1982"}}',
    );
    const line = modelFailureCause(echoed, 'body') ?? '';
    expect(line).toMatch(/^The AI model service answered with an error \(OpenAI API error: 400 - /);
    expect(line).not.toMatch(/johnson|10\/15\/1982/i);
  });
});

describe('providerMessage', () => {
  it("takes OpenAI's message, else the text, on one clipped line", () => {
    expect(providerMessage('{"error":{"message":"Rate\\n limit"}}')).toBe('Rate limit');
    expect(providerMessage('quota exceeded')).toBe('quota exceeded');
    expect(providerMessage('  ')).toBeUndefined();
    expect(providerMessage('x'.repeat(500))?.length).toBe(160);
  });
});
