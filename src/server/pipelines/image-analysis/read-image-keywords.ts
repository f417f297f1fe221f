import { LIMITS } from '../../../contract/index.ts';
import { isMedicalTerm } from '../steps/is-medical-term.ts';

/** The list starts at its first character that is no space or markup (none: group undefined). */
const KEYWORDS_LINE = /^[\s>*_-]*keywords?[\s*_]*:[\s*_]*([^\s*_].*)?$/i;

/**
 * A model lists three to five; past these, a list is noise, and each term costs a redaction pass.
 */
const KEYWORDS_LOOKED_AT = 20;

/**
 * Splits the vision reply into the description the reader sees and its search terms: the last
 * 'Keywords:' line, up to three medical terms (no identifier, number or 'none').
 */
export function readImageKeywords(reply: string): { description: string; keywords: string[] } {
  const lines = reply.trimEnd().split('\n');
  const index = lines.findLastIndex((line) => KEYWORDS_LINE.test(line));
  if (index < 0) return { description: reply.trim(), keywords: [] };
  const listed = KEYWORDS_LINE.exec(lines[index] ?? '')?.[1] ?? '';
  const keywords = listed
    .split(/[,;]/, KEYWORDS_LOOKED_AT)
    .map((term) => term.replace(/^[\s"'“”*_.]+|(?<![\s"'“”*_.])[\s"'“”*_.]+$/g, ''))
    .filter((term) => term !== '' && !/^(none|n\/a)$/i.test(term) && isMedicalTerm(term));
  const description = lines
    .filter((_, i) => i !== index)
    .join('\n')
    .trim();
  return { description, keywords: [...new Set(keywords)].slice(0, LIMITS.imageResearchKeywords) };
}
