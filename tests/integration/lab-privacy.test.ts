import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { LabDocument } from '../../src/contract/index.ts';
import { LAB_ANALYSIS_PROMPT_MARKER } from '../../src/server/pipelines/lab-report/lab-analysis-prompt.ts';
import { corpusFile } from './lab-inputs.ts';
import { postSearch } from './post-search.ts';
import { useFakeStack } from './stack.ts';

const stack = useFakeStack();

/**
 * The patient of ../shared/corpora/lab-reports/P100001_RFT_20240627_alternative.pdf (invented),
 * plus a phone, an e-mail and a record number in the same style, which that report lacks.
 */
const PATIENT = {
  name: 'TAYLOR, LISA',
  dateOfBirth: '04/22/2003',
  address: '5846 Cedar St, Fort Worth, TX 47101',
  patientId: 'P100001',
  specimenId: 'SP465161',
  phone: '(817) 555-0143',
  email: 'lisa.taylor@example.com',
  mrn: '00482913',
};
/** What must never leave the server: each identifier, and the telling parts of them. */
const NEVER = [
  ...Object.values(PATIENT),
  'TAYLOR',
  'Taylor',
  '5846 Cedar',
  'Fort Worth',
  '47101',
  '555-0143',
];

const REPORT_TEXT = [
  'Laboratory Report  Report Date: December 18, 2025',
  'Patient Information',
  `Name: ${PATIENT.name}`,
  `Date of Birth: ${PATIENT.dateOfBirth} (Age: 22)`,
  `Gender: F  Patient ID: ${PATIENT.patientId}`,
  `Address: ${PATIENT.address}`,
  `Phone: ${PATIENT.phone}  Email: ${PATIENT.email}  MRN: ${PATIENT.mrn}`,
  `Specimen ID: ${PATIENT.specimenId}  Lab Reference: 792880`,
  'Test  Result  Unit  Reference Range  Flag',
  'Creatinine  0.57  mg/dL  0.59-1.04  L',
  'Uric Acid  6.17  mg/dL  2.6-6.0  H',
  'Glucose  142  mg/dL  70-99  H',
].join('\n');

/** A document as a careless or hostile client could send it: nothing redacted, a header read as a row. */
const UNREDACTED: LabDocument = {
  fileName: 'report.pdf',
  pageCount: 1,
  source: 'text-layer',
  text: REPORT_TEXT,
  tests: [
    {
      testName: `Name ${PATIENT.name} DOB ${PATIENT.dateOfBirth}`,
      value: '22',
      unit: '',
      referenceRange: '',
      status: 'normal',
    },
    {
      testName: 'Creatinine',
      value: '0.57',
      unit: 'mg/dL',
      referenceRange: '0.59-1.04',
      status: 'low',
    },
    {
      testName: 'Uric Acid',
      value: '6.17',
      unit: 'mg/dL',
      referenceRange: '2.6-6.0',
      status: 'high',
    },
    { testName: 'Glucose', value: '142', unit: 'mg/dL', referenceRange: '70-99', status: 'high' },
  ],
};

function captureLogs() {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logStream };
}

/** Every byte each fake upstream received: method, URL with its query, and body. */
const upstreamTraffic = (): string =>
  Object.values(stack.fakes)
    .flatMap((fake) => fake.requests)
    .map((request) => `${request.method} ${decodeURIComponent(request.url.href)}\n${request.body}`)
    .join('\n');

function expectNoIdentifier(where: string, text: string) {
  for (const identifier of NEVER) {
    expect(text.toLowerCase().includes(identifier.toLowerCase()), `${identifier} in ${where}`).toBe(
      false,
    );
  }
}

describe('a lab report never carries the patient out of the server', () => {
  it('neither upstream requests nor debug logs hold an identifier of the patient', async () => {
    const { lines, logStream } = captureLogs();
    const app = await stack.app({ env: { LOG_LEVEL: 'debug' }, logStream });
    const pdf = corpusFile('lab-reports/P100001_RFT_20240627_alternative.pdf');

    const first = await postSearch(app, {
      query: 'What do my results mean?',
      searchType: 'lab-report',
      labDocument: UNREDACTED,
    });
    expect(first.errors).toEqual([]);
    expectNoIdentifier('the lab part', JSON.stringify(first.lab));
    const followUp = await postSearch(app, {
      query: 'Why would creatinine be low?',
      searchType: 'lab-report',
      isFollowUp: true,
      labDocument: UNREDACTED,
    });
    expect(followUp.errors).toEqual([]);
    if (pdf) {
      const fromPdf = await postSearch(app, {
        query: 'Explain this report',
        searchType: 'lab-report',
        documentData: { base64: pdf, fileName: 'report.pdf' },
      });
      expect(fromPdf.errors).toEqual([]);
      expectNoIdentifier('the lab part of the PDF', JSON.stringify(fromPdf.lab));
    }
    await app.close();

    // The analysis prompts did reach the model, with the values, without the patient.
    const analyses = stack.fakes.openai.requests.filter((r) =>
      r.body.includes(LAB_ANALYSIS_PROMPT_MARKER),
    );
    expect(analyses).toHaveLength(pdf ? 3 : 2);
    expect(analyses[0]?.body).toContain('Creatinine | 0.57 | mg/dL | 0.59-1.04 | low');
    expect(stack.fakes.eutils.requests.length).toBeGreaterThan(0);
    expect(stack.fakes.medlinePlus.requests.length).toBeGreaterThan(0);

    expectNoIdentifier('upstream requests', upstreamTraffic());
    // Request logs were written (at debug level nothing is filtered out), none with the patient.
    expect(lines.length).toBeGreaterThan(3);
    expectNoIdentifier('the log', lines.join(''));
  });
});
