import { describe, expect, it } from 'vitest';
import { adversarialTexts, firstSlow } from '../../../tests/fakes/adversarial-text.ts';
import { redactPhi } from '../../shared/privacy/redact-phi.ts';
import { KnownIdentifiers, removedSpans } from './known-identifiers.ts';
import { redactTrace } from './redact-trace.ts';
import type { RunRecord } from './trace-run.ts';

/* A trace holds the question, prompts and replies: redacting it must stay linear too. */
const texts = adversarialTexts();

const run = (text: string): RunRecord => ({
  id: 'run',
  name: 'search',
  kind: 'chain',
  startTime: 0,
  inputs: { query: text, [text.slice(0, 50)]: text },
  outputs: { answer: text },
  error: text,
  metadata: {},
  tags: [],
  children: [],
});

describe('trace redaction reads adversarial text in linear time', () => {
  it.each([
    ['redactTrace', (text: string) => redactTrace(run(text))],
    // Every word a placeholder: the most alignment a redaction can ask for. (The redactor's own
    // time on these texts is measured in src/shared/privacy; here it would only be paid again.)
    [
      'removedSpans',
      (text: string) => removedSpans(text, text.replace(/[\p{L}\p{N}]+/gu, '[NAME]')),
    ],
    ['removedSpans between placeholders', (text: string) => removedSpans(text, text)],
    [
      'KnownIdentifiers',
      (text: string) => {
        // The trace redactor learns from texts of at most 4000 characters.
        const known = new KnownIdentifiers();
        const clipped = text.slice(0, 4000);
        known.learn(clipped, redactPhi(clipped));
        return known.scrub(text);
      },
    ],
  ])('%s', { timeout: 60_000 }, (_name, read) => {
    expect(firstSlow(read, texts)).toBeUndefined();
  });
});
