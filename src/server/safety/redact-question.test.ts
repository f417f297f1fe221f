import { describe, expect, it } from 'vitest';
import { searchRequestSchema } from '../../contract/index.ts';
import { redactQuestion } from './redact-question.ts';

const request = (input: object) => searchRequestSchema.parse({ query: 'x', ...input });

describe('redactQuestion', () => {
  it('removes what identifies the person and keeps the medical question', () => {
    const redacted = redactQuestion(
      request({
        query: 'My name is John Smith, born 04/22/2003. Is an LDL of 150 mg/dL high?',
        patientInfo: 'Call 555-123-4567; MRN: 12345678; type 2 diabetes',
        conversationContext: [
          {
            id: 'u1',
            type: 'user',
            content: 'Patient: TAYLOR, LISA asks about eGFR 124.1',
            timestamp: '2026-01-01T00:00:00.000Z',
            searchType: 'health-info',
            medicalKnowledgeLevel: 'no-medical-experience',
          },
        ],
      }),
    );
    const sent = JSON.stringify(redacted);
    for (const identifier of [
      'John',
      'Smith',
      '04/22/2003',
      '555-123-4567',
      '12345678',
      'TAYLOR',
    ]) {
      expect(sent).not.toContain(identifier);
    }
    expect(redacted.query).toBe('My name is [NAME], born [DATE]. Is an LDL of 150 mg/dL high?');
    expect(redacted.patientInfo).toContain('type 2 diabetes');
    expect(redacted.conversationContext[0]?.content).toContain('eGFR 124.1');
  });

  it('leaves an ordinary question exactly as asked', () => {
    const query = 'Difference between COPD, ASTHMA and bronchitis in adults over 40?';
    expect(redactQuestion(request({ query })).query).toBe(query);
  });
});
