import { LIMITS } from '../../../contract/limits.ts';
import {
  isWordDocumentName,
  sniffUploadType,
  type UploadType,
} from '../../../contract/upload-types.ts';
import { readFileBytes } from './read-file.ts';
import { UploadError, uploadProblems, type UploadProblem } from './upload-problem.ts';

/** What an accepted file is, by its bytes: one of SPEC's upload types, or plain text where allowed. */
export type AttachedMediaType = UploadType | 'text/plain';

export interface UploadOptions {
  /** The /ask lab page also takes a plain-text report; the main page does not. */
  allowText?: boolean;
}

/** Enough of the file to recognise it: PDF headers may sit anywhere in the first KiB. */
const SNIFF_BYTES = 1024;
/** A text file is recognised from its start; a binary file shows itself long before this. */
const TEXT_SNIFF_BYTES = 64 * 1024;

/** Checks that need only the name and size, in SPEC's order of concern. */
function problemOfNameAndSize(file: Pick<File, 'name' | 'size'>): UploadProblem | null {
  if (isWordDocumentName(file.name)) return uploadProblems.wordDocument();
  if (file.size > LIMITS.uploadMaxBytes) return uploadProblems.tooLarge();
  if (file.size === 0) return uploadProblems.invalidType();
  return null;
}

const isTextName = (file: Pick<File, 'name' | 'type'>): boolean =>
  /\.txt$/i.test(file.name.trim()) || file.type === 'text/plain';

/** UTF-8 without NUL bytes: what a text report looks like, and what no image or PDF does. */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  // A multi-byte character cut by the sniff window is not a reason to refuse the file.
  const whole = bytes.length >= TEXT_SNIFF_BYTES ? bytes.subarray(0, bytes.length - 4) : bytes;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(whole);
    return true;
  } catch {
    return false;
  }
}

/** The type of an upload from its own bytes (never just its name), or null when refused. */
export function detectMediaType(
  head: Uint8Array,
  file: Pick<File, 'name' | 'type'>,
  options: UploadOptions = {},
): AttachedMediaType | null {
  const sniffed = sniffUploadType(head);
  if (sniffed) return sniffed;
  if (options.allowText && isTextName(file) && looksLikeText(head)) return 'text/plain';
  return null;
}

/**
 * SPEC.md section 5's checks, before anything is read in full or sent: null when the file may be
 * used, otherwise the toast to show. Reads only the first bytes of the file.
 */
export async function validateUpload(
  file: File,
  options: UploadOptions = {},
): Promise<UploadProblem | null> {
  const early = problemOfNameAndSize(file);
  if (early) return early;
  let head: Uint8Array;
  try {
    head = await readFileBytes(file.slice(0, options.allowText ? TEXT_SNIFF_BYTES : SNIFF_BYTES));
  } catch (error) {
    if (error instanceof UploadError) return error.problem;
    throw error;
  }
  return detectMediaType(head, file, options) ? null : uploadProblems.invalidType();
}

/** The checks of `validateUpload`, then the whole file: its bytes and its type, or an UploadError. */
export async function readValidUpload(
  file: File,
  options: UploadOptions = {},
): Promise<{ bytes: Uint8Array; mediaType: AttachedMediaType }> {
  const early = problemOfNameAndSize(file);
  if (early) throw new UploadError(early);
  const bytes = await readFileBytes(file);
  // The size a File reports can differ from what is read (a file changed on disk meanwhile).
  if (bytes.length > LIMITS.uploadMaxBytes) throw new UploadError(uploadProblems.tooLarge());
  const mediaType = detectMediaType(bytes.subarray(0, TEXT_SNIFF_BYTES), file, options);
  if (!mediaType) throw new UploadError(uploadProblems.invalidType());
  return { bytes, mediaType };
}
