import { describe, expect, it } from 'vitest';
import { LABEL_GAPS, adversarialTexts, firstSlow } from '../../../tests/fakes/adversarial-text.ts';
import { redactPhi } from './redact-phi.ts';
import { redactNameParts, redactNames } from './redact-names.ts';

/*
 * Redaction runs on every question, every conversation turn and every lab report, on the server's
 * event loop: a pattern that backtracks quadratically on 100 KB of spaces after 'tel' froze it for
 * seconds per turn. Every pattern must read such text in linear time.
 */
const texts = adversarialTexts(undefined, LABEL_GAPS);

describe('redaction reads adversarial text in linear time', () => {
  it.each([
    ['redactPhi on a report', (text: string) => redactPhi(text)],
    ["redactPhi on a person's question", (text: string) => redactPhi(text, { freeText: true })],
    ['redactNames', (text: string) => redactNames(text)],
    ['redactNameParts', (text: string) => redactNameParts(text, new Set(['lisa', 'taylor']))],
  ])('%s', { timeout: 60_000 }, (_name, read) => {
    expect(firstSlow(read, texts)).toBeUndefined();
  });

  it('still redacts what follows a long run of spaces', () => {
    const text = `tel${' '.repeat(5000)}555-123-4567 MRN:${'\t'.repeat(5000)}12345678`;
    expect(redactPhi(text)).toBe(`tel${' '.repeat(5000)}[PHONE] MRN:${'\t'.repeat(5000)}[ID]`);
  });
});
