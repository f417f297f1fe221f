import type {
  LabDocument,
  LabExtraction,
  LabTableSource,
  SearchRequest,
} from '../../../contract/index.ts';
import { LIMITS } from '../../../contract/index.ts';
import { abnormalFindings, researchKeywords } from '../../../shared/lab/summarise-lab-table.ts';
import type { PreparedAttachment } from '../../attachments/prepared-attachment.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import { traceStep } from '../../tracing/trace-context.ts';
import { isMedicalTerm } from '../steps/is-medical-term.ts';
import { withModelFailureCause } from '../steps/model-failure-cause.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { buildLabExtractionPrompt } from './lab-extraction-prompt.ts';
import { LAB_TEXTS } from './lab-texts.ts';
import { labReadingTextsFor } from './reading-texts/lab-reading-texts.ts';
import { LabExtractionError, readLabExtraction } from './read-lab-extraction.ts';
import { settleLabExtraction } from './settle-lab-extraction.ts';

/** The table of one report and how it was read; what the `lab` data part carries. */
export interface LabTable {
  fileName: string;
  source: LabTableSource;
  pageCount: number;
  extraction: LabExtraction;
}

export type LabAttachment = Exclude<PreparedAttachment, { kind: 'image' }>;

/** A document whose table is already known (read from its text, or extracted earlier). */
export function tableFromDocument(document: LabDocument): LabTable {
  return {
    fileName: document.fileName,
    source: document.source,
    pageCount: document.pageCount,
    extraction: {
      testResults: document.tests,
      abnormalFindings: abnormalFindings(document.tests),
      // Test names come from the client: only terms go on to PubMed.
      keywords: researchKeywords(document.tests, LIMITS.labResearchKeywords).filter(isMedicalTerm),
      medicalSummary: '',
      redactedContent: document.text,
    },
  };
}

/**
 * The report's table: straight from the document when it had text, else from the vision model.
 * Null when it could not be read; the reason is then on the stream as an error.
 */
export async function extractLabTable(
  request: SearchRequest,
  attachment: LabAttachment,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<LabTable | null> {
  if (attachment.kind === 'lab-document') return tableFromDocument(attachment.document);
  if (!deps.llm) {
    writer.error(labReadingTextsFor(request.language).visionNeedsModel);
    return null;
  }
  const { images, fileName, pageCount } = attachment;
  try {
    const reply = await deps.llm.generateText({
      role: 'vision',
      ...buildLabExtractionPrompt(request.query, { count: images.length, pageCount }),
      images,
      maxTokens: LIMITS.visionMaxTokens,
      temperature: LIMITS.visionTemperature,
      timeoutMs: LIMITS.labTimeoutMs,
      signal,
    });
    // A step of its own, so a reply that cannot be read names its cause in the trace.
    const extraction = await traceStep({ name: 'read lab extraction', kind: 'parser' }, () =>
      Promise.resolve(settleLabExtraction(readLabExtraction(reply))),
    );
    return { fileName, source: 'vision', pageCount, extraction };
  } catch (error) {
    if (signal.aborted) return null;
    if (error instanceof LabExtractionError) {
      // The cause is for the log and the trace; a patient is told what to try instead.
      deps.logger.warn({ reason: error.message }, 'lab extraction unusable');
      writer.error(labReadingTextsFor(request.language).unreadable);
      return null;
    }
    deps.logger.error(
      { err: error instanceof Error ? error.message : String(error) },
      'lab extraction failed',
    );
    writer.error(withModelFailureCause(LAB_TEXTS.analysisFailed, error, 'body'));
    return null;
  }
}
