import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { labTestResultSchema } from './lab-report.ts';

/** Decoded size of a base64 string, without decoding it. */
export function base64DecodedBytes(base64: string): number {
  const clean = base64.replace(/\s/g, '');
  const padding = clean.endsWith('==') ? 2 : clean.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((clean.length * 3) / 4) - padding);
}

const BASE64 = /^[A-Za-z0-9+/\s]*={0,2}\s*$/;
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
 * A document whose text layer the browser read: only identifier-free text and the table read from
 * it leave the browser, never the file. Also what a lab follow-up sends back (the extraction's
 * redacted content), so later prompts never see the original.
 */
export const labDocumentSchema = z.object({
  fileName,
  text: z.string().max(LIMITS.labDocumentMaxChars, 'The document text is too long.'),
  tests: z.array(labTestResultSchema).max(300),
  /** Pages in the file (0 when it was plain text). */
  pageCount: z.number().int().min(0).max(100000),
  source: z.enum(['text-layer', 'vision']).default('text-layer'),
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

/** Upload rules of SPEC.md section 5, shared by the form and the server. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
export const UPLOAD_TYPES = [...UPLOAD_IMAGE_TYPES, 'application/pdf'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

/** SPEC.md section 5: images whose name says lab, report, medical or test are documents. */
export const isLabNamedFile = (name: string): boolean => /lab|report|medical|test/i.test(name);

/** The file type from its first bytes; null when it is none of the accepted ones. */
export function sniffUploadType(bytes: Uint8Array): UploadType | null {
  const at = (index: number): number => bytes[index] ?? -1;
  const ascii = (start: number, text: string): boolean =>
    [...text].every((char, index) => at(start + index) === char.charCodeAt(0));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if (at(0) === 0x89 && ascii(1, 'PNG\r\n\x1a\n')) return 'image/png';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  // PDF readers accept the header anywhere in the first KiB; so do we.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'application/pdf';
  return null;
}

/** Office documents are refused with SPEC.md's own sentence. */
export const isWordDocumentName = (name: string): boolean => /\.docx?$/i.test(name.trim());
