import { describe, expect, it } from 'vitest';
import { firstJsonObject, LabExtractionError, readLabExtraction } from './read-lab-extraction.ts';
import { LAB_TEXTS } from './lab-texts.ts';

const row = {
  testName: 'Glucose',
  value: '142',
  unit: 'mg/dL',
  referenceRange: '70-99',
  status: 'high',
};

const failureOf = (reply: string): string => {
  try {
    readLabExtraction(reply);
  } catch (error) {
    if (error instanceof LabExtractionError) return error.message;
    throw error;
  }
  return 'no failure';
};

describe('readLabExtraction', () => {
  it('finds the object inside prose and a code fence, and fills the optional lists', () => {
    const reply = `Sure! Here it is:\n\`\`\`json\n${JSON.stringify({ testResults: [row] })}\n\`\`\`\nAnything else?`;
    expect(readLabExtraction(reply)).toEqual({
      testResults: [row],
      abnormalFindings: [],
      keywords: [],
      medicalSummary: '',
      redactedContent: '',
    });
  });

  it('reads the first object when a second follows, braces inside strings included', () => {
    const first = { testResults: [{ ...row, testName: 'Odd {name}' }], medicalSummary: 'a } b' };
    const reply = `${JSON.stringify(first)}\n{"testResults": []}`;
    expect(readLabExtraction(reply).testResults[0]?.testName).toBe('Odd {name}');
  });

  it.each([
    ['', LAB_TEXTS.extractionEmpty],
    ['   \n', LAB_TEXTS.extractionEmpty],
    ['I cannot read this report.', LAB_TEXTS.extractionNoJson],
    ['{"testResults": [', LAB_TEXTS.extractionInvalid],
    ['{testResults: []}', LAB_TEXTS.extractionInvalid],
    ['{"testResults": {"Glucose": "high"}}', LAB_TEXTS.extractionInvalid],
    [
      JSON.stringify({ testResults: [{ ...row, status: 'elevated' }] }),
      LAB_TEXTS.extractionInvalid,
    ],
  ])('%j fails with "%s"', (reply, text) => {
    expect(failureOf(reply)).toBe(text);
  });
});

describe('firstJsonObject', () => {
  it('is null without an opening brace and keeps escaped quotes inside strings', () => {
    expect(firstJsonObject('no json here')).toBeNull();
    expect(firstJsonObject('x {"a":"say \\"}\\" now"} y')).toBe('{"a":"say \\"}\\" now"}');
  });
});
