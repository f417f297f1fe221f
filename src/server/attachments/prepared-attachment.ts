import type { LabDocument } from '../../contract/index.ts';
import type { LlmImage } from '../llm/index.ts';

/**
 * An attachment checked and ready for a pipeline: a lab document whose table is already known
 * (text layer, or an earlier extraction sent back for a follow-up), pictures of a lab report for
 * the vision model, or one image for image analysis.
 */
export type PreparedAttachment =
  | { kind: 'lab-document'; document: LabDocument }
  | { kind: 'lab-images'; fileName: string; pageCount: number; images: LlmImage[] }
  | { kind: 'image'; fileName: string; image: LlmImage };
