/** `text` cut to at most `maxChars`, at a word boundary when one is near, marked with an ellipsis. */
export function truncateText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, Math.max(0, maxChars - 1));
  const lastSpace = cut.search(/\s\S*$/);
  const end = lastSpace > maxChars * 0.8 ? lastSpace : cut.length;
  return `${cut.slice(0, end).trimEnd()}\u2026`;
}
