import { ProxyRefusal } from './openai-error.ts';

/** Fields the proxy forwards (after its own checks and caps). */
const FORWARDED = new Set([
  'model',
  'messages',
  'max_tokens',
  'max_completion_tokens',
  'temperature',
  'top_p',
  'presence_penalty',
  'frequency_penalty',
  'seed',
  'stop',
  'stream',
  'stream_options',
  'response_format',
]);

/** Tool use would let a client drive actions through the server's key: refused by name. */
const TOOL_FIELDS = new Set([
  'tools',
  'tool_choice',
  'functions',
  'function_call',
  'parallel_tool_calls',
]);

/**
 * Refuses, with a message a developer can act on, every field the proxy would otherwise drop
 * without a word. `user` is accepted and never forwarded (it identifies a person); `n` only as 1.
 */
export function checkRequestFields(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  for (const [name, value] of Object.entries(body)) {
    if (FORWARDED.has(name) || name === 'user' || value === undefined || value === null) continue;
    if (TOOL_FIELDS.has(name)) {
      throw new ProxyRefusal(400, 'Tools and function calling are not supported by this proxy.', {
        code: 'unsupported_parameter',
        param: name,
      });
    }
    if (name === 'n' && value === 1) continue;
    throw new ProxyRefusal(
      400,
      `Unsupported parameter: '${name.slice(0, 60)}'. This proxy forwards ${[...FORWARDED].join(', ')}.`,
      { code: 'unsupported_parameter', param: name.slice(0, 60) },
    );
  }
}
