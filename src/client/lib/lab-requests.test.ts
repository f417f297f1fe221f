import { describe, expect, it } from 'vitest';
import { searchRequestSchema, type LabTestResult } from '../../contract/index.ts';
import type { PreparedAttachment } from './documents/prepare-attachment.ts';
import {
  labAnalysisRequest,
  labFollowUpRequest,
  localLabPart,
  type LabPart,
} from './lab-requests.ts';

const tests: LabTestResult[] = [
  {
    testName: 'Creatinine',
    value: '0.57',
    unit: 'mg/dL',
    referenceRange: '0.59-1.04',
    status: 'low',
    statusBasis: 'printed-flag',
  },
];

const settings = { level: 'medical-expert', language: 'es' } as const;

describe('lab requests', () => {
  it('sends an image uploaded on the lab page as a lab report, whatever its name', () => {
    const attachment = {
      kind: 'image',
      searchType: 'image-analysis',
      documentData: { base64: btoa('jpeg'), fileName: 'holiday.jpg' },
      fileName: 'holiday.jpg',
      size: 4,
      mediaType: 'image/jpeg',
      readVia: 'vision',
    } satisfies PreparedAttachment;
    const request = labAnalysisRequest('Please analyze this lab report.', attachment, settings);
    expect(request).toMatchObject({
      searchType: 'lab-report',
      medicalKnowledgeLevel: 'medical-expert',
      language: 'es',
      documentData: attachment.documentData,
    });
    expect(searchRequestSchema.safeParse(request).success).toBe(true);
  });

  it('shows a text-layer table before the server answers', () => {
    const attachment = {
      kind: 'lab-text',
      searchType: 'lab-report',
      labDocument: {
        fileName: 'r.pdf',
        text: 'Creatinine 0.57',
        tests,
        pageCount: 1,
        source: 'text-layer',
      },
      fileName: 'r.pdf',
      size: 10,
      mediaType: 'application/pdf',
      readVia: 'text-layer',
    } satisfies PreparedAttachment;
    expect(localLabPart(attachment)?.extraction.testResults).toEqual(tests);
  });

  it('asks a follow-up with the redacted text and table, never the original file', () => {
    const lab: LabPart = {
      fileName: '[ID]_report.pdf',
      source: 'text-layer',
      pageCount: 2,
      extraction: {
        testResults: tests,
        abnormalFindings: [],
        keywords: [],
        medicalSummary: '',
        redactedContent: 'Patient: [NAME] Creatinine 0.57',
      },
    };
    const request = labFollowUpRequest({
      question: 'Is a low creatinine a worry?',
      lab,
      settings,
      conversationContext: [],
    });
    expect(request).toMatchObject({
      searchType: 'lab-report',
      isFollowUp: true,
      labDocument: {
        fileName: '[ID]_report.pdf',
        text: 'Patient: [NAME] Creatinine 0.57',
        tests,
        pageCount: 2,
        source: 'text-layer',
      },
    });
    expect(request).not.toHaveProperty('documentData');
    expect(searchRequestSchema.safeParse(request).success).toBe(true);
  });
});
