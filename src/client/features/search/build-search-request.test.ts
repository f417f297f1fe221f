import { describe, expect, it } from 'vitest';
import { searchRequestSchema } from '../../../contract/index.ts';
import { buildSearchRequest, type SearchFormValues } from './build-search-request.ts';

const base: SearchFormValues = {
  query: '  What lowers blood pressure?  ',
  searchType: 'health-info',
  level: 'some-medical-knowledge',
  language: 'es',
  usmleStep: undefined,
  location: '',
};

describe('buildSearchRequest', () => {
  it('trims the question and keeps the chosen level and language', () => {
    expect(buildSearchRequest(base)).toEqual({
      query: 'What lowers blood pressure?',
      searchType: 'health-info',
      medicalKnowledgeLevel: 'some-medical-knowledge',
      language: 'es',
    });
  });

  it('never builds a request for a blank question', () => {
    expect(buildSearchRequest({ ...base, query: ' \n\t ' })).toBeUndefined();
  });

  it('asks USMLE questions at expert level with the chosen step', () => {
    const request = buildSearchRequest({
      ...base,
      searchType: 'usmle-preparation',
      usmleStep: 'step-2',
    });
    expect(request).toMatchObject({ medicalKnowledgeLevel: 'medical-expert', usmleStep: 'step-2' });
  });

  it('sends the step only for USMLE and the location only for clinical trials', () => {
    expect(
      buildSearchRequest({ ...base, usmleStep: 'step-1', location: 'Boston' }),
    ).not.toHaveProperty('usmleStep');
    expect(buildSearchRequest({ ...base, location: 'Boston' })).not.toHaveProperty('location');
    expect(
      buildSearchRequest({ ...base, searchType: 'clinical-trials', location: ' Boston, MA ' }),
    ).toMatchObject({ location: 'Boston, MA' });
    expect(
      buildSearchRequest({ ...base, searchType: 'clinical-trials', location: '   ' }),
    ).not.toHaveProperty('location');
  });

  it('builds requests the server schema accepts', () => {
    const request = buildSearchRequest({
      ...base,
      searchType: 'clinical-trials',
      location: 'x'.repeat(500),
    });
    expect(searchRequestSchema.safeParse(request).success).toBe(true);
  });

  it('lets an attached file decide the type and make the question optional', () => {
    const attachment = {
      fields: {
        searchType: 'lab-report' as const,
        labDocument: { fileName: 'cbc.pdf', text: 'Hemoglobin 10.1 g/dL', tests: [], pageCount: 1 },
      },
      defaultQuery: 'Please analyze this lab report.',
    };
    const blank = buildSearchRequest({
      ...base,
      query: '  ',
      searchType: 'usmle-preparation',
      usmleStep: 'step-2',
      location: 'Boston',
      attachment,
    });
    expect(blank).toEqual({
      query: 'Please analyze this lab report.',
      searchType: 'lab-report',
      medicalKnowledgeLevel: 'some-medical-knowledge',
      language: 'es',
      labDocument: attachment.fields.labDocument,
    });
    expect(searchRequestSchema.safeParse(blank).success).toBe(true);
    expect(buildSearchRequest({ ...base, attachment })?.query).toBe('What lowers blood pressure?');
  });
});
