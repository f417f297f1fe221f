import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_TEXTS, LIMITS } from '../../src/contract/index.ts';
import { PDF_READ_MESSAGES } from '../../src/shared/pdf/read-pdf-text.ts';
import { ATTACHMENT_REFUSALS } from '../../src/server/attachments/attachment-texts.ts';
import { LAB_TEXTS } from '../../src/server/pipelines/lab-report/lab-texts.ts';
import { buildTextPdf, corpusFile, JPEG_BASE64, PNG_BASE64 } from './lab-inputs.ts';
import { postSearch } from './post-search.ts';
import { useFakeStack, type AppOptions } from './stack.ts';

const stack = useFakeStack();
const HOSTILE_DIR = new URL('../../../shared/corpora/pdfs/', import.meta.url);

/** A lab-report search with the question the page sends when the reader asks none. */
const search = (body: Parameters<typeof stack.search>[0], options?: AppOptions) =>
  stack.search(
    { query: 'What do these results mean?', searchType: 'lab-report', ...body },
    options,
  );

const noUpstreamCalls = () => {
  for (const fake of Object.values(stack.fakes)) expect(fake.requests).toHaveLength(0);
};

describe('a PDF attached as documentData is read on the server', () => {
  it('reads the table of a PDF built with a text layer, without a model', async () => {
    const base64 = buildTextPdf([
      ['Laboratory Report'],
      ['Test Name', 'Result', 'Units', 'Reference Range', 'Flag'],
      ['Hemoglobin', '10.9', 'g/dL', '12.0-15.5', 'L'],
      ['Ferritin', '8', 'ng/mL', '15-150', 'L'],
      ['Platelets', '250', 'x10^3/uL', '150-400', ''],
    ]);
    const out = await search(
      { documentData: { base64, fileName: 'blood-count.pdf' } },
      { model: false },
    );
    expect(out.status).toBe(200);
    expect(out.errors).toEqual([]);
    expect(out.lab).toMatchObject({
      fileName: 'blood-count.pdf',
      source: 'text-layer',
      pageCount: 1,
    });
    const rows = out.lab?.extraction.testResults ?? [];
    expect(rows.map((r) => [r.testName, r.value, r.unit, r.referenceRange, r.status])).toEqual([
      ['Hemoglobin', '10.9', 'g/dL', '12.0-15.5', 'low'],
      ['Ferritin', '8', 'ng/mL', '15-150', 'low'],
      ['Platelets', '250', 'x10^3/uL', '150-400', 'normal'],
    ]);
    expect(out.text).toContain('Hemoglobin: 10.9 g/dL, below the reference range 12.0-15.5');
    expect(stack.fakes.openai.requests).toHaveLength(0);
  });

  const corpusPdf = corpusFile('lab-reports/P100001_RFT_20240627_alternative.pdf');
  it.skipIf(corpusPdf === null)(
    'reads a corpus lab report exactly as printed, flags included, identifiers removed',
    async () => {
      const out = await search({
        documentData: { base64: corpusPdf ?? '', fileName: 'P100001_RFT_20240627_alternative.pdf' },
      });
      expect(out.errors).toEqual([]);
      expect(out.lab?.source).toBe('text-layer');
      // Expected values: `pdftotext -layout` of the file.
      const rows = out.lab?.extraction.testResults ?? [];
      expect(rows.map((r) => [r.testName, r.value, r.unit, r.referenceRange, r.status])).toEqual([
        ['Blood Urea Nitrogen', '5.5', 'mg/dL', '7-20', 'low'],
        ['Creatinine', '0.57', 'mg/dL', '0.59-1.04', 'low'],
        ['BUN/Creatinine Ratio', '3.3', 'calc', '6-25', 'low'],
        ['eGFR', '124.1', 'mL/min/1.73m2', '90-120', 'high'],
        ['Uric Acid', '6.17', 'mg/dL', '2.6-6.0', 'high'],
      ]);
      const content = out.lab?.extraction.redactedContent ?? '';
      expect(content).toContain('Creatinine');
      for (const identifier of [
        'TAYLOR',
        'LISA',
        '04/22/2003',
        '5846 Cedar',
        'P100001',
        'SP465161',
      ]) {
        expect(content).not.toContain(identifier);
      }
      expect(out.result?.answerMode).toBe('ai-summary');
    },
  );

  it('refuses a PDF without a text layer with the scan sentence', async () => {
    const out = await search({ documentData: { base64: buildTextPdf([]), fileName: 'scan.pdf' } });
    expect(out.status).toBe(400);
    expect(out.json.error).toBe(ATTACHMENT_REFUSALS.scannedPdf);
    noUpstreamCalls();
  });

  const encrypted = corpusFile('pdfs/encrypted-attachment.pdf');
  it.skipIf(encrypted === null)(
    'refuses a password-protected PDF with a plain sentence',
    async () => {
      const out = await search({
        documentData: { base64: encrypted ?? '', fileName: 'report.pdf' },
      });
      expect(out.status).toBe(400);
      expect(out.json.error).toBe(PDF_READ_MESSAGES.password);
      noUpstreamCalls();
    },
  );

  it('refuses a file that only claims to be a PDF', async () => {
    const base64 = Buffer.from('%PDF-1.4\nthis is not really a pdf at all').toString('base64');
    const out = await search({ documentData: { base64, fileName: 'broken.pdf' } });
    expect(out.status).toBe(400);
    expect(out.json.error).toBe(PDF_READ_MESSAGES.invalid);
  });
});

describe('uploads the server refuses before any stream starts', () => {
  it('a 14 MB documentData', async () => {
    const base64 = Buffer.alloc(14 * 1024 * 1024, 0x41).toString('base64');
    const out = await search({ documentData: { base64, fileName: 'big-report.png' } });
    expect(out.status).toBe(400);
    expect(out.json.error).toMatch(/File too large/);
    noUpstreamCalls();
  });

  it('bytes that are neither a PDF nor an image, whatever the name says', async () => {
    const base64 = Buffer.from('Glucose 142 mg/dL 70-99 HIGH\n').toString('base64');
    const out = await search({ documentData: { base64, fileName: 'lab-report.png' } });
    expect(out.status).toBe(400);
    expect(out.json.error).toBe('Please upload a PDF or image file (JPEG, PNG, GIF, WebP).');
  });

  it('a DOCX file, with SPEC.md sentence', async () => {
    const base64 = Buffer.from('PK\u0003\u0004word/document.xml').toString('base64');
    const out = await search({ documentData: { base64, fileName: 'Lab Results.docx' } });
    expect(out.status).toBe(400);
    expect(out.json.error).toBe(
      'DOCX/DOC files need to be converted to PDF or images first. Please upload a PDF or image file.',
    );
  });

  it('an attachment on a search type that does not use one', async () => {
    const out = await search({
      searchType: 'health-info',
      documentData: { base64: PNG_BASE64, fileName: 'rash.png' },
    });
    expect(out.status).toBe(400);
    expect(out.json.error).toContain(ATTACHMENT_TEXTS.notUsed);
    noUpstreamCalls();
  });

  it('a page image that is not a PNG', async () => {
    const out = await search({
      documentPages: { fileName: 'scan.pdf', pages: [PNG_BASE64, JPEG_BASE64], pageCount: 2 },
    });
    expect(out.status).toBe(400);
    expect(out.json.error).toBe(ATTACHMENT_REFUSALS.pagesNotPng);
  });

  it('a PDF for image analysis', async () => {
    const out = await search({
      searchType: 'image-analysis',
      documentData: { base64: buildTextPdf([['Hello']]), fileName: 'photo.pdf' },
    });
    expect(out.status).toBe(400);
    expect(out.json.error).toBe(ATTACHMENT_TEXTS.imageNeedsFile);
  });
});

describe('body size', () => {
  it('takes a scanned report whose page images are larger than one upload', async () => {
    // Three 5 MB pages: more than the 10 MB of a single file, within the page images' limit.
    const page = Buffer.concat([
      Buffer.from(PNG_BASE64, 'base64'),
      Buffer.alloc(5 * 1024 * 1024 - 100),
    ]).toString('base64');
    expect(3 * 5 * 1024 * 1024).toBeLessThan(LIMITS.pageImagesMaxBytes);
    const out = await search(
      { documentPages: { fileName: 'scan.pdf', pages: [page, page, page], pageCount: 3 } },
      { model: false },
    );
    expect(out.status).toBe(200);
    // Without a model the pictures cannot be read, and the stream says so.
    expect(out.errors).toEqual([LAB_TEXTS.visionNeedsModel]);
  });
});

describe('hostile PDFs from the pdf.js test corpus', () => {
  const names = existsSync(HOSTILE_DIR)
    ? readdirSync(HOSTILE_DIR).filter((n) => n.endsWith('.pdf'))
    : [];
  it.skipIf(names.length === 0)(
    'each ends quickly with a table or a clear 400, never a 500',
    async () => {
      const app = await stack.app({ model: false });
      for (const name of names) {
        const started = Date.now();
        const out = await postSearch(app, {
          query: 'What do these results mean?',
          searchType: 'lab-report',
          documentData: { base64: corpusFile(`pdfs/${name}`) ?? '', fileName: name },
        });
        expect([200, 400], name).toContain(out.status);
        if (out.status === 400) expect(out.json.error, name).toMatch(/^This PDF /);
        else expect(out.lab?.source, name).toBe('text-layer');
        expect(Date.now() - started, name).toBeLessThan(20000);
      }
    },
    120000,
  );
});
