import type {
  ConversationMessage,
  KnowledgeLevel,
  Language,
  SearchDataTypes,
  SearchRequestInput,
} from '../../contract/index.ts';
import { attachmentRequestFields } from './documents/attachment-request.ts';
import type { PreparedAttachment } from './documents/prepare-attachment.ts';

export type LabPart = SearchDataTypes['lab'];

/** The level and language a lab report is explained in. */
export interface LabSettings {
  level: KnowledgeLevel;
  language: Language;
}

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

/** A report as the request carries it: redacted text and table, never the original file. */
export type LabDocumentInput = NonNullable<SearchRequestInput['labDocument']>;

/**
 * SPEC.md section 4's lab-report follow-up: the report goes back as the extraction's redacted
 * text and table, never as the original file. Without the server's reading (`lab`), the document
 * the question before sent goes back as it was.
 */
export function labFollowUpRequest({
  question,
  lab,
  settings,
  conversationContext,
}: {
  question: string;
  lab: LabPart | LabDocumentInput;
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
    labDocument: 'extraction' in lab ? labDocumentOf(lab) : lab,
  };
}

function labDocumentOf(lab: LabPart): LabDocumentInput {
  return {
    fileName: lab.fileName,
    text: lab.extraction.redactedContent,
    tests: lab.extraction.testResults,
    pageCount: lab.pageCount,
    source: lab.source,
  };
}
