import type { SearchRequestInput } from '../../../contract/index.ts';
import type { PreparedAttachment } from './prepare-attachment.ts';

/** The part of a search request an attachment decides: its search type and the file itself. */
export type AttachmentRequestFields = Pick<
  SearchRequestInput,
  'searchType' | 'labDocument' | 'documentPages' | 'documentData'
>;

export function attachmentRequestFields(attachment: PreparedAttachment): AttachmentRequestFields {
  switch (attachment.kind) {
    case 'lab-text':
      return { searchType: attachment.searchType, labDocument: attachment.labDocument };
    case 'pages':
      return { searchType: attachment.searchType, documentPages: attachment.documentPages };
    case 'image':
      return { searchType: attachment.searchType, documentData: attachment.documentData };
  }
}
