import type { Reference } from '../../../contract/index.ts';

/** One retrieved source with the text the answer may draw on (an abstract or a page's content). */
export interface EvidenceItem {
  reference: Reference;
  text: string;
}
