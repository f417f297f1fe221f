const NUMBER = String.raw`\s*\d{1,6}\s*`;
const ITEM = String.raw`${NUMBER}(?:[-–—]${NUMBER})?`;
/** [1], [1, 2], [1,2,3], [1-3], [1–3]; not a link ([1](url)) and not a footnote ([^1]). */
const CITATION = new RegExp(String.raw`\[(${ITEM}(?:[,;]${ITEM})*)\](?!\()`, 'g');

/** Ranges wider than this are not expanded: "[1-99999]" is a mistake, not 99999 citations. */
const MAX_RANGE = 50;

/** Text the reader does not see as prose: code and link definitions ("[1]: https://..."). */
const stripNonProse = (markdown: string): string =>
  markdown
    .replace(/(```|~~~)[\s\S]*?(?:\1|$)/g, ' ')
    .replace(/`[^`\n]*`/g, ' ')
    .replace(/^ {0,3}\[[^\]\n]+\]:.*$/gm, ' ');

function expand(item: string): number[] {
  const [from, to] = item.split(/[-–—]/).map((part) => Number(part.trim()));
  if (from === undefined || Number.isNaN(from)) return [];
  if (to === undefined || Number.isNaN(to)) return [from];
  if (to < from || to - from > MAX_RANGE) return [from, to];
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Citation numbers in the order they first appear, each once. */
export function extractCitationNumbers(markdown: string): number[] {
  const numbers = new Set<number>();
  for (const match of stripNonProse(markdown).matchAll(CITATION)) {
    for (const item of (match[1] ?? '').split(/[,;]/)) {
      for (const n of expand(item)) numbers.add(n);
    }
  }
  return [...numbers];
}

/** Splits the answer's citations into those that match a reference and those that point nowhere. */
export function checkCitations(
  markdown: string,
  referenceNumbers: readonly number[],
): { valid: number[]; unmatched: number[] } {
  const known = new Set(referenceNumbers);
  const cited = extractCitationNumbers(markdown);
  return {
    valid: cited.filter((n) => known.has(n)),
    unmatched: cited.filter((n) => !known.has(n)),
  };
}
