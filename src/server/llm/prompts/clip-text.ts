/**
 * Shortens text to at most `maxChars` characters, cutting at a word boundary when one is near so a
 * quoted source never ends mid-word, and marking the cut with an ellipsis.
 */
export function clipText(text: string, maxChars: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxChars) return trimmed;
  const hard = trimmed.slice(0, Math.max(0, maxChars - 1));
  const lastSpace = hard.lastIndexOf(' ');
  const cut = lastSpace > maxChars * 0.8 ? hard.slice(0, lastSpace) : hard;
  return `${cut.trimEnd()}…`;
}
