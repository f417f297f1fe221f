import { LIMITS } from '../../../contract/index.ts';
import type { EvidenceItem } from '../../llm/index.ts';
import { clipText } from '../../llm/prompts/clip-text.ts';

/** SPEC.md section 9: image research quotes less of each source than an ordinary answer. */
export const clipImageEvidence = (evidence: readonly EvidenceItem[]): EvidenceItem[] =>
  evidence.map((item) => ({
    ...item,
    text: clipText(
      item.text,
      item.reference.kind === 'pubmed' ? LIMITS.imageAbstractChars : LIMITS.imageWebContentChars,
    ),
  }));
