/**
 * A file name stem from the question: lower-case ASCII words joined by hyphens, at most 48
 * characters; 'nova-health' when the question has no such words (Arabic, Chinese...).
 */
export function exportFileStem(question: string): string {
  const stem = question
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    // Trailing hyphens from the first of them only (the lookbehinds): a run is read once.
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 48)
    .replace(/(?<!-)-+$/, '');
  return stem || 'nova-health';
}
