import type { LabDocument, LabTestResult } from '../../contract/index.ts';
import { redactPhi } from '../../shared/privacy/redact-phi.ts';

/**
 * The browser already removed identifiers, but the server does not take that on trust: a client
 * that skipped it, or a row the table reader took from a header line, must not carry a name on.
 */
export function redactLabDocument(document: LabDocument): LabDocument {
  return {
    ...document,
    text: redactPhi(document.text),
    tests: document.tests.map(redactLabRow),
  };
}

export const redactLabRow = (row: LabTestResult): LabTestResult => ({
  ...row,
  testName: redactPhi(row.testName),
  value: redactPhi(row.value),
  unit: redactPhi(row.unit),
  referenceRange: redactPhi(row.referenceRange),
});
