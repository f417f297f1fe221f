import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { resolveModel } from './resolve-model.ts';

const configured = parseConfig({ OPENAI_API_KEY: 'k', ANSWER_MODEL: 'big', FAST_MODEL: 'small' });
if (!configured.llm) throw new Error('a model is configured');
const llm = configured.llm;
const ALLOWED = ['big', 'small', 'gpt-4o', 'gpt-4o-mini', 'default'];

describe('resolveModel', () => {
  it('maps the role aliases and the configured names', () => {
    expect(resolveModel('gpt-4o', llm)).toBe('big');
    expect(resolveModel('gpt-4o-mini', llm)).toBe('small');
    expect(resolveModel('default', llm)).toBe('big');
    expect(resolveModel('small', llm)).toBe('small');
    expect(resolveModel('gpt-4o-mini', llm, true)).toBe('gpt-4o');
  });

  it('refuses every other name, inherited object properties included', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'),
        ),
        (name) => {
          fc.pre(!ALLOWED.includes(name));
          expect(() => resolveModel(name, llm)).toThrow(/does not exist/);
        },
      ),
    );
  });
});
