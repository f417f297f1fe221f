import { describe, expect, it } from 'vitest';
import type { LabPart } from '../../lib/lab-requests.ts';
import type { SearchRun } from '../../lib/search-reducer.ts';
import { followUpRequest } from './follow-up-request.ts';

const preferences = { level: 'no-medical-experience', language: 'en' } as const;

const run = (request: SearchRun['request'], lab?: LabPart): SearchRun => ({
  id: 'r1',
  request,
  startedAt: '2025-05-05T10:00:00.000Z',
  snapshot: { text: 'answer', ...(lab ? { lab } : {}) },
});

const lab: LabPart = {
  fileName: '[ID]_report.pdf',
  source: 'text-layer',
  pageCount: 1,
  extraction: {
    testResults: [],
    abnormalFindings: [],
    keywords: [],
    medicalSummary: '',
    redactedContent: 'Creatinine 0.57',
  },
};

describe('followUpRequest', () => {
  it('keeps the search type, level, step and location of the search before', () => {
    const latest = run({
      query: 'Step 1 topic?',
      searchType: 'usmle-preparation',
      medicalKnowledgeLevel: 'medical-expert',
      language: 'de',
      usmleStep: 'step-2',
    });
    expect(followUpRequest({ question: 'More?', latest, last: undefined, preferences })).toEqual({
      query: 'More?',
      searchType: 'usmle-preparation',
      medicalKnowledgeLevel: 'medical-expert',
      language: 'de',
      usmleStep: 'step-2',
    });
  });

  it('asks about an analysed image as a health question', () => {
    const latest = run({ query: 'What is this?', searchType: 'image-analysis' });
    expect(
      followUpRequest({ question: 'Is it serious?', latest, last: undefined, preferences }),
    ).toMatchObject({ searchType: 'health-info', language: 'en' });
  });

  it("sends a lab report back as the server's reading, never the file", () => {
    const latest = run({ query: 'Explain', searchType: 'lab-report', language: 'es' }, lab);
    const request = followUpRequest({ question: 'And now?', latest, last: undefined, preferences });
    expect(request).toMatchObject({
      searchType: 'lab-report',
      medicalKnowledgeLevel: 'no-medical-experience',
      language: 'es',
      labDocument: { fileName: '[ID]_report.pdf', text: 'Creatinine 0.57', tests: [] },
    });
    expect(request).not.toHaveProperty('documentData');
  });

  it('sends the lab document back as it was when the server read no table', () => {
    const labDocument = { fileName: 'r.pdf', text: 'Creatinine 0.57', tests: [], pageCount: 1 };
    const latest = run({ query: 'Explain', searchType: 'lab-report', labDocument });
    expect(
      followUpRequest({ question: 'And now?', latest, last: undefined, preferences }),
    ).toMatchObject({ searchType: 'lab-report', labDocument });
  });

  it('follows a preloaded conversation when this page has made no search yet', () => {
    const last = {
      id: 'm1',
      type: 'assistant',
      content: 'Earlier answer',
      timestamp: '2025-05-05T10:00:00.000Z',
      searchType: 'drug-interactions',
      medicalKnowledgeLevel: 'some-medical-knowledge',
    } as const;
    expect(
      followUpRequest({ question: 'With alcohol?', latest: undefined, last, preferences }),
    ).toEqual({
      query: 'With alcohol?',
      searchType: 'drug-interactions',
      medicalKnowledgeLevel: 'some-medical-knowledge',
      language: 'en',
    });
  });
});
