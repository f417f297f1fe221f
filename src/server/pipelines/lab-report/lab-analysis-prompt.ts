import type { ConversationMessage, KnowledgeLevel, Language } from '../../../contract/index.ts';
import { buildAnswerPrompt, type EvidenceItem } from '../../llm/index.ts';
import { clipText } from '../../llm/prompts/clip-text.ts';
import { fenceUntrusted } from '../../safety/fence-untrusted.ts';
import type { LabTable } from './extract-lab-table.ts';

/** Starts the lab instructions; lets test doubles and tests find the request. */
export const LAB_ANALYSIS_PROMPT_MARKER = 'Task: lab report analysis.';
/** The report text is context; the table is what the analysis is about. */
export const LAB_REPORT_PROMPT_CHARS = 6000;

export interface LabAnalysisInput {
  question: string;
  level: KnowledgeLevel;
  language: Language;
  evidence: readonly EvidenceItem[];
  table: LabTable;
  /** Set for a follow-up question about a report analysed before. */
  history?: readonly Pick<ConversationMessage, 'type' | 'content'>[];
  followUp: boolean;
}

const HOW_READ = {
  'text-layer': 'read from the text of the document, exactly as printed',
  ocr: 'read by text recognition (OCR) from a picture of the report; a digit or decimal point may be misread, so a value that looks implausible should be checked against the paper report',
  vision: 'read by a vision model from pictures of the report',
} as const;

function instructions(followUp: boolean): string {
  return [
    LAB_ANALYSIS_PROMPT_MARKER,
    'The user message carries the reader’s lab report: a table of results and the report’s text, with personal identifiers replaced by placeholders such as [NAME] or [DATE] (never mention them).',
    followUp
      ? '- This is a follow-up question about that report: answer it directly from the report and the sources; do not repeat the whole analysis.'
      : '- Give a comprehensive analysis: the results outside their reference range first (what the test measures, what such a value commonly means, what is usually checked next), then briefly the results within range.',
    '- Quote values, units and ranges exactly as in the table; never change, round or convert a number.',
    '- A value outside its range is not a diagnosis: ranges differ between laboratories and one result is rarely conclusive. Never say which condition the reader has.',
    '- Say which results are worth discussing with a doctor, and which would need prompt care (for example a value far outside its range or marked critical).',
    '- The report is not a numbered source: cite only the numbered sources, never the report.',
  ].join('\n');
}

function renderReport({ source, pageCount, extraction }: LabTable): string {
  const rows = extraction.testResults.map(
    (row) =>
      `- ${row.testName} | ${row.value} | ${row.unit || '-'} | ${row.referenceRange || 'none printed'} | ${row.status}`,
  );
  const parts = [
    `How it was read: ${HOW_READ[source]}${pageCount > 0 ? ` (${pageCount} page${pageCount === 1 ? '' : 's'})` : ''}.`,
    rows.length > 0
      ? `Results (test | value | unit | reference range | status):\n${rows.join('\n')}`
      : 'Results: no table could be read; use the report text.',
    extraction.abnormalFindings.length > 0
      ? `Outside the reference range or flagged:\n${extraction.abnormalFindings.map((f) => `- ${f}`).join('\n')}`
      : 'Outside the reference range or flagged: none.',
    ...(extraction.medicalSummary ? [`Summary: ${extraction.medicalSummary}`] : []),
    `Report text (identifiers removed):\n${clipText(extraction.redactedContent, LAB_REPORT_PROMPT_CHARS) || '(none)'}`,
  ];
  return `Lab report:\n${fenceUntrusted('lab report', parts.join('\n\n'))}`;
}

/**
 * The lab analysis: the answer prompt (level, language, headings, safety and evidence rules,
 * fenced sources) with the report before it and the lab instructions after its system part.
 */
export function buildLabAnalysisPrompt(input: LabAnalysisInput): {
  system: string;
  prompt: string;
} {
  const base = buildAnswerPrompt({
    query: input.question,
    level: input.level,
    language: input.language,
    evidence: input.evidence,
    history: input.history,
    searchType: 'lab-report',
  });
  return {
    system: `${base.system}\n\n${instructions(input.followUp)}`,
    prompt: `${renderReport(input.table)}\n\n${base.prompt}`,
  };
}
