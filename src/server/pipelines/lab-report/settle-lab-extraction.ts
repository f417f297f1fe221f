import { LIMITS, type LabExtraction, type LabTestResult } from '../../../contract/index.ts';
import { judgeLabValue } from '../../../shared/lab/judge-lab-value.ts';
import { abnormalFindings, researchKeywords } from '../../../shared/lab/summarise-lab-table.ts';
import { redactPhi } from '../../../shared/privacy/redact-phi.ts';
import { redactLabRow } from '../../attachments/redact-lab-document.ts';
import { isMedicalTerm } from '../steps/is-medical-term.ts';

/** Where a range was printed, the value is read against it rather than taken from the model. */
function rejudge(row: LabTestResult): LabTestResult {
  if (row.referenceRange === '') return row;
  const judged = judgeLabValue(row.value, row.referenceRange);
  return judged.statusBasis === 'reference-range' ? { ...row, ...judged } : row;
}

/**
 * The vision model's extraction made safe to show and to use: statuses re-judged against their
 * ranges, identifiers removed from every text (the model was asked to, but is not trusted to),
 * and keywords kept only when they are medical terms.
 */
export function settleLabExtraction(extraction: LabExtraction): LabExtraction {
  const testResults = extraction.testResults.map((row) => rejudge(redactLabRow(row)));
  const changed = testResults.some((row, i) => row.status !== extraction.testResults[i]?.status);
  const keywords = extraction.keywords.map((k) => k.trim()).filter(isMedicalTerm);
  return {
    testResults,
    // The model's findings describe its own statuses; if a reading changed, the table's own say.
    abnormalFindings: changed
      ? abnormalFindings(testResults)
      : extraction.abnormalFindings.map((finding) => redactPhi(finding)),
    keywords: (keywords.length > 0 ? keywords : researchKeywords(testResults)).slice(
      0,
      LIMITS.labResearchKeywords,
    ),
    medicalSummary: redactPhi(extraction.medicalSummary),
    redactedContent: redactPhi(extraction.redactedContent),
  };
}
