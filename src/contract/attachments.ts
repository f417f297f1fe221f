import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { labTableSourceSchema, labTestResultSchema } from './lab-report.ts';

/** Decoded size of a base64 string, without decoding it. */
export function base64DecodedBytes(base64: string): number {
  const clean = base64.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

/** Padding and the spaces after it in one optional group: no two quantifiers share the spaces. */
const BASE64 = /^[A-Za-z0-9+/\s]*(?:={1,2}\s*)?$/;
const fileName = z.string().trim().min(1, 'fileName is required').max(255);

/** A file as SPEC.md section 3 carries it: base64 data and its name. */
export const documentDataSchema = z.object({
  base64: z
    .string()
    .min(1, 'The attached file is empty.')
    .max(Math.ceil((LIMITS.uploadMaxBytes * 4) / 3) + 8, 'File too large')
    .regex(BASE64, 'The attached file is not valid base64.')
    .refine((value) => base64DecodedBytes(value) <= LIMITS.uploadMaxBytes, 'File too large'),
  fileName,
});
export type DocumentData = z.infer<typeof documentDataSchema>;

/**
 * A document whose text the browser read (a text layer, or a picture's text recognised by OCR): only
 * identifier-free text and the table read from it leave the browser, never the file. Also what a lab follow-up sends back (the extraction's
 * redacted content), so later prompts never see the original.
 */
export const labDocumentSchema = z.object({
  fileName,
  text: z.string().max(LIMITS.labDocumentMaxChars, 'The document text is too long.'),
  tests: z.array(labTestResultSchema).max(300),
  /** Pages in the file (0 when it was plain text). */
  pageCount: z.number().int().min(0).max(100000),
  /** How the table was read; 'ocr' when the browser recognised the text of a picture or scan. */
  source: labTableSourceSchema.default('text-layer'),
});
export type LabDocument = z.infer<typeof labDocumentSchema>;

/** Page images of a PDF without a usable text layer (a scan): at most the first pages, as PNG. */
export const documentPagesSchema = z.object({
  fileName,
  pages: z
    .array(
      z
        .string()
        .min(1)
        .regex(BASE64, 'A page image is not valid base64.')
        .refine(
          (value) => base64DecodedBytes(value) <= LIMITS.uploadMaxBytes,
          'A page image is too large.',
        ),
    )
    .min(1)
    .max(LIMITS.pdfMaxPages, `At most ${LIMITS.pdfMaxPages} pages are analysed.`)
    .refine(
      (pages) =>
        pages.reduce((sum, page) => sum + base64DecodedBytes(page), 0) <= LIMITS.pageImagesMaxBytes,
      'The page images are too large together.',
    ),
  pageCount: z.number().int().min(1).max(100000),
});
export type DocumentPages = z.infer<typeof documentPagesSchema>;

export * from './upload-types.ts';
