import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { searchRequestSchema } from '../../../contract/index.ts';
import type { OcrPage } from '../../../shared/ocr/ocr-words.ts';
import { attachmentRequestFields } from './attachment-request.ts';
import { runLabDocumentJob } from './lab-document-job.ts';
import type { Pdfjs } from './load-pdfjs.ts';
import type { OcrRequest } from './ocr/read-lab-by-ocr.ts';
import {
  prepareAttachment,
  type PreparedAttachment,
  type ReadLabByOcr,
} from './prepare-attachment.ts';
import { UploadError } from './upload-problem.ts';
import { contentBombPdf } from '../../../../tests/integration/hostile-files.ts';

// In Node, pdf.js runs as its legacy build (no DOM); the browser build is exercised by Playwright.
const loadPdfjs = async (): Promise<Pdfjs> =>
  (await import('pdfjs-dist/legacy/build/pdf.mjs')) as unknown as Pdfjs;

const LAB_REPORTS = new URL('../../../../../shared/corpora/lab-reports/', import.meta.url);
const HOSTILE_PDFS = new URL('../../../../../shared/corpora/pdfs/', import.meta.url);
const LIPID = new URL('P100005_Lipid_Profile_20251009_quest.pdf', LAB_REPORTS);
const PNG_1PX = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (char) => char.charCodeAt(0),
);

const fileFrom = (url: URL, name = url.pathname.split('/').at(-1) ?? 'file'): File =>
  new File([readFileSync(url)], name);

async function problemOf(promise: Promise<unknown>) {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UploadError);
  return (error as UploadError).problem;
}

function lab(prepared: PreparedAttachment) {
  if (prepared.kind !== 'lab-text') throw new Error(`expected lab-text, got ${prepared.kind}`);
  return prepared.labDocument;
}

describe.skipIf(!existsSync(LIPID))('prepareAttachment with a lab report PDF', () => {
  it('reads the exact table from the text layer, with the identifiers removed', async () => {
    const prepared = await prepareAttachment(fileFrom(LIPID), { loadPdfjs });
    expect(prepared).toMatchObject({
      kind: 'lab-text',
      searchType: 'lab-report',
      readVia: 'text-layer',
      mediaType: 'application/pdf',
      fileName: 'P100005_Lipid_Profile_20251009_quest.pdf',
    });
    const document = lab(prepared);
    expect(document.source).toBe('text-layer');
    expect(document.pageCount).toBe(1);
    const ldl = document.tests.find((test) => test.testName === 'LDL Cholesterol');
    expect(ldl).toMatchObject({ value: '150.1', unit: 'mg/dL', status: 'high' });
    // pdftotext shows the patient block; none of it may leave the browser.
    const layout = execFileSync('pdftotext', ['-layout', LIPID.pathname, '-']).toString();
    expect(layout).toContain('SANCHEZ, ELIZABETH');
    expect(document.text).not.toMatch(/SANCHEZ|ELIZABETH|03\/02\/1958|9705 Elm St/i);
    expect(document.text).toContain('150.1');
    // The request the form builds from it is one the contract accepts.
    const request = { query: 'What does this mean?', ...attachmentRequestFields(prepared) };
    expect(searchRequestSchema.safeParse(request).success).toBe(true);
  });

  it('stops with an AbortError when the signal aborts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      prepareAttachment(fileFrom(LIPID), { loadPdfjs, signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe.skipIf(!existsSync(HOSTILE_PDFS))('prepareAttachment with hostile PDFs', () => {
  it('says plainly that a password-protected PDF cannot be read', async () => {
    const problem = await problemOf(
      prepareAttachment(fileFrom(new URL('encrypted-attachment.pdf', HOSTILE_PDFS)), {
        loadPdfjs,
      }),
    );
    expect(problem.title).toBe('Password-protected PDF');
    expect(problem.description).toMatch(/password/i);
  });
});

describe('prepareAttachment with a PDF that is not one', () => {
  it("gives SPEC's 'Failed to convert PDF to images'", async () => {
    const broken = new File(['%PDF-1.7\nnothing a reader could use\n'], 'broken.pdf');
    const problem = await problemOf(prepareAttachment(broken, { loadPdfjs }));
    expect(problem).toEqual({
      title: 'Processing error',
      description: 'Failed to convert PDF to images',
    });
  });
});

describe('prepareAttachment with a PDF bomb', () => {
  it('refuses a content stream that inflates to 100 MB before pdf.js reads it', async () => {
    const bomb = await contentBombPdf(100 * 1024 * 1024);
    let pdfjsLoaded = false;
    const started = performance.now();
    const problem = await problemOf(
      prepareAttachment(new File([new Uint8Array(bomb)], 'report.pdf'), {
        loadPdfjs: () => {
          pdfjsLoaded = true;
          return loadPdfjs();
        },
      }),
    );
    expect(problem).toEqual({
      title: 'Processing error',
      description: 'Failed to convert PDF to images',
    });
    expect(pdfjsLoaded).toBe(false);
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('prepareAttachment with images and text', () => {
  it('sends an image as it is, to image analysis unless its name says lab report', async () => {
    const photo = await prepareAttachment(new File([PNG_1PX], 'rash on arm.png'));
    expect(photo).toMatchObject({
      kind: 'image',
      searchType: 'image-analysis',
      readVia: 'vision',
      mediaType: 'image/png',
      size: PNG_1PX.length,
    });
    if (photo.kind !== 'image') throw new Error('expected an image');
    expect(Uint8Array.from(atob(photo.documentData.base64), (c) => c.charCodeAt(0))).toEqual(
      PNG_1PX,
    );
    for (const name of ['CBC_lab.png', 'Medical-scan.png', 'blood test.png', 'REPORT.png']) {
      expect((await prepareAttachment(new File([PNG_1PX], name))).searchType).toBe('lab-report');
    }
  });

  it('reads a plain-text report only where text is allowed', async () => {
    const text =
      'Test  Result  Units  Range\nGlucose  130  mg/dL  70 - 99  H\nPatient: John Smith\n';
    const file = new File([text], 'labs.txt', { type: 'text/plain' });
    expect((await problemOf(prepareAttachment(file))).title).toBe('Invalid file type');
    const prepared = await prepareAttachment(file, { allowText: true });
    const document = lab(prepared);
    expect(document.pageCount).toBe(0);
    expect(document.tests.find((test) => test.testName === 'Glucose')?.value).toBe('130');
    expect(document.text).not.toContain('John Smith');
  });

  it('refuses what validateUpload refuses, before reading further', async () => {
    const problem = await problemOf(prepareAttachment(new File(['%PDF-1.4'], 'a.docx')));
    expect(problem.description).toMatch(/^DOCX\/DOC files need to be converted/);
  });
});

describe('prepareAttachment with OCR', () => {
  const OCR_RECORDING = JSON.parse(
    readFileSync(
      new URL('../../../../tests/fixtures/ocr/lab-report-scan.tesseract.json', import.meta.url),
      'utf8',
    ),
  ) as OcrPage;

  /** OCR as the browser runs it, with tesseract's part replaced by its recorded words. */
  const recordedOcr = (calls: OcrRequest[] = []): ReadLabByOcr => {
    return async (request) => {
      calls.push(request);
      const document = runLabDocumentJob({
        kind: 'ocr-words',
        pages: [OCR_RECORDING],
        fileName: request.fileName,
        pageCount: request.pageCount,
      });
      return document.tests.length > 0 ? document : null;
    };
  };

  it('reads a picture of a lab report into a table marked as read by OCR', async () => {
    const calls: OcrRequest[] = [];
    const started: string[] = [];
    const prepared = await prepareAttachment(new File([PNG_1PX], 'lab-report-scan.png'), {
      readByOcr: recordedOcr(calls),
      language: 'de',
      onOcrStart: () => started.push('ocr'),
    });
    expect(prepared).toMatchObject({
      kind: 'lab-text',
      searchType: 'lab-report',
      readVia: 'ocr',
      mediaType: 'image/png',
    });
    const document = lab(prepared);
    expect(document.source).toBe('ocr');
    expect(document.tests.find((test) => test.testName === 'Potassium')).toMatchObject({
      value: '3.2',
      status: 'low',
    });
    expect(document.text).not.toContain('OKAFOR');
    expect(started).toEqual(['ocr']);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      fileName: 'lab-report-scan.png',
      pageCount: 1,
      language: 'de',
    });
    expect(calls[0]?.images[0]?.type).toBe('image/png');
    // What the form sends: the table and the redacted text, not the picture.
    const request = { query: 'What does this mean?', ...attachmentRequestFields(prepared) };
    expect(searchRequestSchema.parse(request)).toMatchObject({
      labDocument: { source: 'ocr' },
      searchType: 'lab-report',
    });
    expect(request).not.toHaveProperty('documentData');
  });

  it('leaves a picture OCR finds no table in to the vision model, saying so', async () => {
    const prepared = await prepareAttachment(new File([PNG_1PX], 'blood test.png'), {
      readByOcr: async () => null,
    });
    expect(prepared).toMatchObject({ kind: 'image', readVia: 'vision', ocr: 'no-table' });
    const failed = await prepareAttachment(new File([PNG_1PX], 'blood test.png'), {
      readByOcr: async () => {
        throw new Error('the engine could not load');
      },
    });
    expect(failed).toMatchObject({ kind: 'image', readVia: 'vision', ocr: 'failed' });
  });

  it('reads other images by OCR only when asked, and makes them lab reports if a table is found', async () => {
    const calls: OcrRequest[] = [];
    const photo = await prepareAttachment(new File([PNG_1PX], 'IMG_2231.png'), {
      readByOcr: recordedOcr(calls),
    });
    expect(photo).toMatchObject({ kind: 'image', searchType: 'image-analysis' });
    expect(photo).not.toHaveProperty('ocr');
    expect(calls).toHaveLength(0);
    const read = await prepareAttachment(new File([PNG_1PX], 'IMG_2231.png'), {
      readByOcr: recordedOcr(calls),
      ocrImages: 'all',
    });
    expect(read).toMatchObject({ kind: 'lab-text', searchType: 'lab-report', readVia: 'ocr' });
  });

  it('stops when the reader aborts during OCR', async () => {
    const controller = new AbortController();
    const pending = prepareAttachment(new File([PNG_1PX], 'lab.png'), {
      signal: controller.signal,
      readByOcr: (request) =>
        new Promise((_, reject) => {
          request.signal?.addEventListener('abort', () => reject(request.signal?.reason));
          controller.abort();
        }),
    });
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
