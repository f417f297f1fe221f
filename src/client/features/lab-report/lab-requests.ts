import type {
  ConversationMessage,
  SearchDataTypes,
  SearchRequestInput,
} from '../../../contract/index.ts';
import { attachmentRequestFields } from '../../lib/documents/attachment-request.ts';
import type { PreparedAttachment } from '../../lib/documents/prepare-attachment.ts';
import type { LabSettings } from './lab-settings-card.tsx';

export type LabPart = SearchDataTypes['lab'];

/** The first request: the file, read in the browser, and the chosen level and language. */
export function labAnalysisRequest(
  query: string,
  attachment: PreparedAttachment,
  settings: LabSettings,
): SearchRequestInput {
  return {
    query,
    medicalKnowledgeLevel: settings.level,
    language: settings.language,
    ...attachmentRequestFields(attachment),
    // Whatever its name, an image uploaded here is a lab report.
    searchType: 'lab-report',
  };
}

/**
 * A table read from the text layer, shown while the server works. The server's own `lab` part
 * replaces it when it arrives.
 */
export function localLabPart(attachment: PreparedAttachment): LabPart | undefined {
  if (attachment.kind !== 'lab-text') return undefined;
  const { labDocument } = attachment;
  return {
    fileName: labDocument.fileName,
    source: labDocument.source ?? 'text-layer',
    pageCount: labDocument.pageCount,
    extraction: {
      testResults: labDocument.tests,
      abnormalFindings: [],
      keywords: [],
      medicalSummary: '',
      redactedContent: labDocument.text,
    },
  };
}

/**
 * SPEC.md section 4's lab-report follow-up: the report goes back as the extraction's redacted
 * text and table, never as the original file.
 */
export function labFollowUpRequest({
  question,
  lab,
  settings,
  conversationContext,
}: {
  question: string;
  lab: LabPart;
  settings: LabSettings;
  conversationContext: ConversationMessage[];
}): SearchRequestInput {
  return {
    query: question,
    searchType: 'lab-report',
    medicalKnowledgeLevel: settings.level,
    language: settings.language,
    isFollowUp: true,
    conversationContext,
    labDocument: {
      fileName: lab.fileName,
      text: lab.extraction.redactedContent,
      tests: lab.extraction.testResults,
      pageCount: lab.pageCount,
      source: lab.source,
    },
  };
}
