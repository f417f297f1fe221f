import type { LabTestResult } from '../../contract/lab-report.ts';
import { compareToRange } from './judge-lab-value.ts';

const measured = (test: LabTestResult): string =>
  `${test.testName} ${test.value}${test.unit ? ` ${test.unit}` : ''}`;

/** One plain sentence per value that is not normal, in table order. */
export function abnormalFindings(tests: LabTestResult[]): string[] {
  return tests
    .filter((test) => test.status !== 'normal')
    .map((test) => {
      const range = test.referenceRange.trim();
      const byRange = range ? compareToRange(test.value, range) : null;
      // Say 'below the range' only where the range agrees with the status; a laboratory's own
      // flag that the printed range does not explain is reported as the laboratory's flag.
      if (range && byRange === test.status && test.status === 'low') {
        return `${measured(test)} is below the reference range ${range}.`;
      }
      if (range && byRange === test.status && test.status === 'high') {
        return `${measured(test)} is above the reference range ${range}.`;
      }
      if (range && byRange === 'abnormal' && test.status === 'abnormal') {
        return `${measured(test)} is outside the reference range ${range}.`;
      }
      const word = test.status === 'abnormal' ? 'abnormal' : test.status;
      return range
        ? `${measured(test)} is flagged ${word} on the report (reference range ${range}).`
        : `${measured(test)} is flagged ${word} on the report.`;
    });
}

interface Terms {
  high?: string;
  low?: string;
  abnormal?: string;
}

/**
 * Research terms for common analytes, checked in order (the first pattern that matches a name
 * decides, so 'Cholesterol/HDL Ratio' is tested before 'HDL' and 'VLDL' before 'LDL').
 */
const ANALYTE_TERMS: [RegExp, Terms][] = [
  [/bun\s*[/:]\s*creatinine|urea\s*[/:]\s*creatinine/i, { high: 'prerenal azotemia' }],
  [/albumin\s*[/:]\s*creatinine|microalbumin|\buacr\b/i, { high: 'albuminuria' }],
  [/albumin\s*[/:]\s*globulin|\ba\s*[/:]\s*g\b|globulin/i, {}],
  [/cholesterol\s*\/\s*hdl|chol\s*\/\s*hdl|total\s*\/\s*hdl/i, { high: 'dyslipidemia' }],
  [/non[- ]?hdl/i, { high: 'hypercholesterolemia' }],
  [/\bvldl\b/i, { high: 'hypertriglyceridemia' }],
  [/\bhdl\b/i, { low: 'low HDL cholesterol' }],
  [/\bldl\b/i, { high: 'hypercholesterolemia' }],
  [/cholesterol/i, { high: 'hypercholesterolemia' }],
  [/triglyceride/i, { high: 'hypertriglyceridemia' }],
  [/a1c|glycated|glycosylated/i, { high: 'hyperglycemia' }],
  [/glucose/i, { high: 'hyperglycemia', low: 'hypoglycemia', abnormal: 'glucosuria' }],
  [/insulin/i, { high: 'hyperinsulinemia' }],
  [/b-?12|cobalamin/i, { low: 'vitamin B12 deficiency' }],
  [
    /vitamin d|25-?hydroxy|25-?oh|calcidiol/i,
    { high: 'vitamin D toxicity', low: 'vitamin D deficiency' },
  ],
  [/folate|folic/i, { high: 'elevated serum folate', low: 'folate deficiency' }],
  [
    /\begfr\b|glomerular filtration/i,
    { low: 'chronic kidney disease', high: 'glomerular hyperfiltration' },
  ],
  [/creatinine/i, { high: 'elevated serum creatinine', low: 'low serum creatinine' }],
  [/blood urea nitrogen|\bbun\b|\burea\b/i, { high: 'azotemia', low: 'low blood urea nitrogen' }],
  [/potassium|^k\+?$/i, { high: 'hyperkalemia', low: 'hypokalemia' }],
  [/sodium|^na\+?$/i, { high: 'hypernatremia', low: 'hyponatremia' }],
  [/chloride/i, { high: 'hyperchloremia', low: 'hypochloremia' }],
  [/calcium/i, { high: 'hypercalcemia', low: 'hypocalcemia' }],
  [/magnesium/i, { high: 'hypermagnesemia', low: 'hypomagnesemia' }],
  [/phosph(?:orus|ate)(?!\w*ase)/i, { high: 'hyperphosphatemia', low: 'hypophosphatemia' }],
  [
    /carbon dioxide|\bco2\b|bicarbonate|\bhco3\b/i,
    { high: 'metabolic alkalosis', low: 'metabolic acidosis' },
  ],
  [/hemoglobin|\bhgb\b|\bhb\b/i, { high: 'polycythemia', low: 'anemia' }],
  [/hematocrit|\bhct\b/i, { high: 'polycythemia', low: 'anemia' }],
  [/red blood cell|\brbc\b|erythrocyte count/i, { high: 'erythrocytosis', low: 'anemia' }],
  [/white blood cell|\bwbc\b|leukocyte count/i, { high: 'leukocytosis', low: 'leukopenia' }],
  [/neutrophil/i, { high: 'neutrophilia', low: 'neutropenia' }],
  [/lymphocyte/i, { high: 'lymphocytosis', low: 'lymphopenia' }],
  [/eosinophil/i, { high: 'eosinophilia' }],
  [/platelet|\bplt\b/i, { high: 'thrombocytosis', low: 'thrombocytopenia' }],
  [/\bmcv\b|mean corpuscular volume/i, { high: 'macrocytosis', low: 'microcytosis' }],
  [/ferritin/i, { high: 'hyperferritinemia', low: 'iron deficiency' }],
  [/\biron\b|transferrin saturation/i, { high: 'iron overload', low: 'iron deficiency' }],
  [/\btsh\b|thyroid stimulating|thyrotropin/i, { high: 'hypothyroidism', low: 'hyperthyroidism' }],
  [/\bt4\b|thyroxine|\bt3\b|triiodothyronine/i, { high: 'hyperthyroidism', low: 'hypothyroidism' }],
  [/\balt\b|alanine aminotransferase|\bsgpt\b/i, { high: 'elevated liver enzymes' }],
  [/\bast\b|aspartate aminotransferase|\bsgot\b/i, { high: 'elevated liver enzymes' }],
  [/\bggt\b|gamma[- ]?glutamyl/i, { high: 'elevated liver enzymes' }],
  [/alkaline phosphatase|\balp\b/i, { high: 'elevated alkaline phosphatase' }],
  [/bilirubin/i, { high: 'hyperbilirubinemia', abnormal: 'bilirubinuria' }],
  [/albumin/i, { low: 'hypoalbuminemia' }],
  [/total protein/i, { high: 'hyperproteinemia', low: 'hypoproteinemia' }],
  [/protein/i, { high: 'proteinuria', abnormal: 'proteinuria' }],
  [/uric acid|urate/i, { high: 'hyperuricemia', low: 'hypouricemia' }],
  [/c-reactive|\bcrp\b/i, { high: 'systemic inflammation' }],
  [/sedimentation|\besr\b/i, { high: 'inflammation' }],
  [/\bpsa\b|prostate[- ]specific/i, { high: 'elevated prostate-specific antigen' }],
  [/\binr\b|prothrombin/i, { high: 'coagulopathy' }],
  [/troponin/i, { high: 'myocardial injury' }],
  [/\bbnp\b|natriuretic/i, { high: 'heart failure' }],
  [/lipase|amylase/i, { high: 'pancreatitis' }],
  [/cortisol/i, { high: 'hypercortisolism', low: 'adrenal insufficiency' }],
  [/testosterone/i, { low: 'hypogonadism' }],
  [/ketone/i, { abnormal: 'ketonuria', high: 'ketosis' }],
  [/nitrite|leukocyte esterase/i, { abnormal: 'urinary tract infection' }],
];

/** The research term for one value that is not normal. */
function termFor(test: LabTestResult): string | null {
  if (test.status === 'normal') return null;
  const name = test.testName.replace(/\s+/g, ' ').trim();
  const terms = ANALYTE_TERMS.find(([pattern]) => pattern.test(name))?.[1];
  const known = terms?.[test.status];
  if (known) return known;
  if (test.status === 'high') return `${name} elevated`;
  if (test.status === 'low') return `${name} low`;
  return `${name} abnormal`;
}

/**
 * Up to `max` medical search terms for the values that are not normal, in table order. Built
 * only from the table's test names and a fixed vocabulary: nothing else on the report (names,
 * places) can reach a search.
 */
export function researchKeywords(tests: LabTestResult[], max = 3): string[] {
  const keywords: string[] = [];
  for (const test of tests) {
    if (keywords.length >= max) break;
    const term = termFor(test);
    if (term && !keywords.some((known) => known.toLowerCase() === term.toLowerCase())) {
      keywords.push(term);
    }
  }
  return keywords;
}
