import { describe, expect, it } from 'vitest';
import { buildTranslationPrompt, TRANSLATION_PROMPT_MARKER } from './translation-prompt.ts';

describe('buildTranslationPrompt', () => {
  it('puts only the question in the user message and the language hint in the system prompt', () => {
    const { system, prompt } = buildTranslationPrompt('  ¿Qué es la hipertensión? ', 'es');
    expect(system.split('\n')[0]).toBe(TRANSLATION_PROMPT_MARKER);
    expect(system).toContain('Spanish (Español)');
    expect(system).toMatch(/Output only the query/);
    expect(prompt).toBe('¿Qué es la hipertensión?');
  });
});
