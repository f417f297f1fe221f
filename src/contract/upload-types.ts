/**
 * Which files may be uploaded, as plain values and functions without a schema library: the search
 * form imports these directly (attachments.ts re-exports them beside the upload schemas).
 */

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
