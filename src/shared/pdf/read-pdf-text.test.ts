import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type * as PdfjsBrowser from 'pdfjs-dist';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { groupIntoRows, textOfRows } from './positioned-text.ts';
import {
  hasUsableTextLayer,
  PdfReadError,
  readPdfText,
  type PdfjsLike,
  type PdfTextResult,
} from './read-pdf-text.ts';

// Both builds fit the structural type (checked by tsc, no runtime cost).
export const browserBuildFits = (module: typeof PdfjsBrowser): PdfjsLike => module;
export const nodeBuildFits: PdfjsLike = pdfjs;

const hostile = fileURLToPath(new URL('../../../../shared/corpora/pdfs/', import.meta.url));
const hostileFiles = existsSync(hostile)
  ? readdirSync(hostile)
      .filter((name) => name.endsWith('.pdf'))
      .sort()
  : [];
const bytesOf = (name: string): Uint8Array => new Uint8Array(readFileSync(`${hostile}${name}`));

/** The outcome of one read: a result or the PdfReadError, and how long it took. */
async function settle(data: Uint8Array, options = {}) {
  const started = performance.now();
  try {
    const result = await readPdfText(pdfjs, data, options);
    return { result, error: null, ms: performance.now() - started };
  } catch (error) {
    return { result: null, error, ms: performance.now() - started };
  }
}

describe('readPdfText', () => {
  it('turns bytes that are no PDF into an invalid-file error with a plain sentence', async () => {
    const { error } = await settle(new TextEncoder().encode('Glucose 95 mg/dL, not a PDF'));
    expect(error).toBeInstanceOf(PdfReadError);
    expect(error).toMatchObject({ kind: 'invalid' });
    expect((error as Error).message).toMatch(/could not be read/);
  });

  it('refuses at once when the signal is already aborted, with the signal reason', async () => {
    const controller = new AbortController();
    controller.abort(new Error('user left'));
    await expect(
      readPdfText(pdfjs, new Uint8Array([1, 2, 3]), { signal: controller.signal }),
    ).rejects.toThrow('user left');
  });

  it.skipIf(hostileFiles.length === 0)('stops on abort while reading a long file', async () => {
    const controller = new AbortController();
    const reading = readPdfText(pdfjs, bytesOf('tracemonkey.pdf'), { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('stopped')), 5);
    await expect(reading).rejects.toThrow('stopped');
  });

  it.skipIf(hostileFiles.length === 0)('ends with a timeout error instead of waiting', async () => {
    const { error, ms } = await settle(bytesOf('tracemonkey.pdf'), { timeoutMs: 1 });
    expect(error).toMatchObject({ kind: 'timeout' });
    expect((error as Error).message).toMatch(/took too long/);
    expect(ms).toBeLessThan(2000);
  });

  it.skipIf(hostileFiles.length === 0)('reads at most maxPages but counts them all', async () => {
    const data = bytesOf('tracemonkey.pdf');
    const { result } = await settle(data, { maxPages: 2 });
    expect(result?.pageCount).toBe(14);
    expect(new Set(result?.items.map((item) => item.page))).toEqual(new Set([1, 2]));
    // The caller's bytes stay usable (pdf.js gets a copy to transfer).
    expect(data.byteLength).toBeGreaterThan(1000);
    expect(new TextDecoder().decode(data.subarray(0, 5))).toBe('%PDF-');
  });

  it.skipIf(hostileFiles.length === 0)('reads rows top-down, even on a rotated page', async () => {
    const { result } = await settle(bytesOf('tracemonkey.pdf'), { maxPages: 1 });
    const text = textOfRows(groupIntoRows(result?.items ?? []));
    expect(text.indexOf('Trace-based Just-in-Time')).toBeLessThan(text.indexOf('Abstract'));
    const rotated = await settle(bytesOf('hello_world_rotated.pdf'));
    const rows = groupIntoRows(rotated.result?.items ?? []);
    expect(rows.map((row) => row.cells.map((cell) => cell.text).join(' '))).toEqual(
      Array(5).fill('Hello world'),
    );
  });

  it('needs twenty real characters for a usable text layer', () => {
    const result = (textChars: number): PdfTextResult => ({ pageCount: 1, items: [], textChars });
    expect(hasUsableTextLayer(result(19))).toBe(false);
    expect(hasUsableTextLayer(result(20))).toBe(true);
  });
});

describe.skipIf(hostileFiles.length === 0)('hostile PDFs (../shared/corpora/pdfs)', () => {
  it.each(hostileFiles)('%s ends within 15 s with a result or a PdfReadError', async (name) => {
    const { result, error, ms } = await settle(bytesOf(name), { timeoutMs: 15_000 });
    expect(ms).toBeLessThan(15_500);
    if (error) {
      expect(error).toBeInstanceOf(PdfReadError);
      expect((error as Error).message.length).toBeGreaterThan(20);
    } else {
      expect(result?.pageCount).toBeGreaterThanOrEqual(1);
      expect(result?.items.every((item) => item.page <= 50 && Number.isFinite(item.y))).toBe(true);
    }
  });

  it('says that a password-protected PDF needs its password removed', async () => {
    const { error } = await settle(bytesOf('encrypted-attachment.pdf'));
    expect(error).toMatchObject({
      kind: 'password',
      message:
        'This PDF is password-protected. Remove the password (print it to a new PDF) or upload a photo of the report instead.',
    });
  });

  it('opens an encrypted file with an empty user password but finds no text to read', async () => {
    // secHandler.pdf and empty_protected.pdf open without a password (as in pdftotext); their
    // pages carry no text, so the app treats them like scans.
    for (const name of ['secHandler.pdf', 'empty_protected.pdf']) {
      const { result, error } = await settle(bytesOf(name));
      expect(error).toBeNull();
      expect(result && hasUsableTextLayer(result)).toBe(false);
    }
  });

  it('caps fuzzed page counts and gives tracemonkey its text', async () => {
    const fuzzed = await settle(bytesOf('poppler-85140-0.pdf'));
    expect(fuzzed.ms).toBeLessThan(5000);
    const paper = await settle(bytesOf('tracemonkey.pdf'));
    expect(paper.result?.pageCount).toBe(14);
    expect(paper.result && hasUsableTextLayer(paper.result)).toBe(true);
    expect(textOfRows(groupIntoRows(paper.result?.items ?? []))).toContain(
      'Trace-based Just-in-Time Type Specialization',
    );
    const many = await settle(bytesOf('pdkids.pdf'));
    expect(many.result?.pageCount).toBe(55);
    expect(Math.max(...(many.result?.items.map((item) => item.page) ?? [0]))).toBeLessThanOrEqual(
      50,
    );
  });
});
