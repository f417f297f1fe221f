/**
 * Answer markdown reduced to readable plain text for the compact history list: headings, emphasis,
 * list markers, citation brackets and link targets go; React then renders it as inert text.
 */
export function plainExcerpt(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s?\[\d+(?:\s*[,–-]\s*\d+)*\]/g, '')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
