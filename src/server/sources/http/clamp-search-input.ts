/**
 * The query with whitespace collapsed and cut at a word boundary to `maxChars`: upstream search
 * URLs have length limits and a search term of pasted paragraphs finds nothing useful anyway.
 */
export function clampQuery(query: string, maxChars: number): string {
  const collapsed = query.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= maxChars) return collapsed;
  const cut = collapsed.slice(0, maxChars + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > maxChars / 2 ? cut.slice(0, lastSpace) : cut.slice(0, maxChars)).trim();
}

/** A result count the upstream accepts: a whole number from 1 to `max`, else `fallback`. */
export function clampLimit(limit: number | undefined, fallback: number, max: number): number {
  if (limit === undefined || !Number.isFinite(limit)) return fallback;
  return Math.min(max, Math.max(1, Math.floor(limit)));
}
