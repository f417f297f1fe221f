import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCitations, extractCitationNumbers } from './check-citations.ts';

describe('extractCitationNumbers', () => {
  it.each([
    ['Metformin lowers glucose [1].', [1]],
    ['Two trials agree [1, 2] and a third [3].', [1, 2, 3]],
    ['Compact [1,2,3] lists.', [1, 2, 3]],
    ['Ranges [1-3] and [5–6] and [8—9].', [1, 2, 3, 5, 6, 8, 9]],
    ['Mixed [1, 3-4].', [1, 3, 4]],
    ['Repeated [2] then [1] then [2].', [2, 1]],
    ['A link [1](https://example.org) is not a citation.', []],
    ['An image ![2](x.png) is not a citation.', []],
    ['A footnote[^1] is not a citation.', []],
    ['Inline `arr[1]` code is not a citation.', []],
    ['```\nconst x = a[2];\n```\nBut this is [3].', [3]],
    ['[1]: https://example.org is a link definition', []],
    ['Text [abc] and [1a] are not citations.', []],
    ['A reversed range [5-2] keeps both ends.', [5, 2]],
    ['A huge range [1-100000] is not expanded.', [1, 100000]],
  ])('%j -> %j', (markdown, expected) => {
    expect(extractCitationNumbers(markdown)).toEqual(expected);
  });
});

describe('checkCitations', () => {
  it('splits citations into valid and unmatched', () => {
    expect(checkCitations('A [1]. B [2, 9]. C [12].', [1, 2, 3])).toEqual({
      valid: [1, 2],
      unmatched: [9, 12],
    });
  });

  it('never throws, and every extracted number is exactly one of valid or unmatched', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 400 }),
        fc.array(fc.nat(30), { maxLength: 10 }),
        (text, refs) => {
          const extracted = extractCitationNumbers(text);
          const { valid, unmatched } = checkCitations(text, refs);
          expect([...valid, ...unmatched].sort((a, b) => a - b)).toEqual(
            [...extracted].sort((a, b) => a - b),
          );
          for (const n of valid) expect(refs).toContain(n);
          for (const n of unmatched) expect(refs).not.toContain(n);
        },
      ),
    );
  });

  it('finds every citation written into arbitrary prose', () => {
    const prose = fc.stringMatching(/^[a-zA-Z .,()]{0,40}$/);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(prose, fc.integer({ min: 1, max: 40 })), { minLength: 1, maxLength: 8 }),
        (parts) => {
          const markdown = parts.map(([text, n]) => `${text} [${n}]`).join(' ');
          const expected = [...new Set(parts.map(([, n]) => n))];
          expect(extractCitationNumbers(markdown)).toEqual(expected);
        },
      ),
    );
  });
});
