import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate-text.ts';

describe('truncateText', () => {
  it('leaves short text untouched', () => {
    expect(truncateText('short', 10)).toBe('short');
  });

  it('cuts at a word boundary near the limit and marks the cut', () => {
    const cut = truncateText('one two three four five six seven', 20);
    expect(cut).toBe('one two three four\u2026');
    expect(cut.length).toBeLessThanOrEqual(20);
  });

  it('cuts inside a word when no boundary is near', () => {
    const cut = truncateText('a'.repeat(50), 10);
    expect(cut).toBe(`${'a'.repeat(9)}\u2026`);
  });
});
