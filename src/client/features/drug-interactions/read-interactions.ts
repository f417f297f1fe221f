import { SEVERITIES, type Severity } from '../../../contract/index.ts';

export interface InteractionLine {
  /** The substances as the answer names them, e.g. "Ibuprofen + Lisinopril" (plain text). */
  pair: string;
  severity: Severity;
}

/** The bullet after spaces on its own line (not after blank lines too: the same bullets, read once). */
const LINE =
  /^[^\S\n\r\u2028\u2029]*[-*]\s+\*\*([^*\n]{3,120})\*\*\s*[—–-]+\s*severity:\s*(mild|moderate|severe|contraindicated)\b/gim;

/**
 * The interactions an analysis lists in the form its prompt asks for
 * ("- **A + B** — severity: moderate — ..."), most severe first, each pair once.
 */
export function readInteractions(markdown: string): InteractionLine[] {
  const seen = new Set<string>();
  const lines: InteractionLine[] = [];
  for (const match of markdown.matchAll(LINE)) {
    const pair = (match[1] ?? '').replace(/[\\`_[\]<>]/g, '').trim();
    const severity = SEVERITIES.find((known) => known === match[2]?.toLowerCase());
    if (!pair || !severity || seen.has(pair.toLowerCase())) continue;
    seen.add(pair.toLowerCase());
    lines.push({ pair, severity });
  }
  return lines.sort((a, b) => SEVERITIES.indexOf(b.severity) - SEVERITIES.indexOf(a.severity));
}
