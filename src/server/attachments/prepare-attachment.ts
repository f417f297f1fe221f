import type { DocumentData, SearchRequest, UploadType } from '../../contract/index.ts';
import {
  ATTACHMENT_TEXTS,
  isWordDocumentName,
  sniffUploadType,
  UPLOAD_IMAGE_TYPES,
  type UploadImageType,
} from '../../contract/index.ts';
import { ATTACHMENT_REFUSALS, AttachmentRefusal } from './attachment-texts.ts';
import type { DocumentPool } from './document-pool.ts';
import type { PreparedAttachment } from './prepared-attachment.ts';
import { redactLabDocument } from './redact-lab-document.ts';

/**
 * Decoded in memory only (uploads are never written to disk), once: the bytes are then moved to a
 * parsing worker, so no path holds a second decoded copy.
 */
const decode = (base64: string): Uint8Array => Buffer.from(base64, 'base64');
/** Enough of the start for the magic bytes (a PDF header may sit anywhere in the first KiB). */
const SNIFF_BASE64_CHARS = 1368;
const typeOf = (base64: string): UploadType | null =>
  sniffUploadType(decode(base64.slice(0, SNIFF_BASE64_CHARS)));
const compact = (base64: string): string => base64.replace(/\s/g, '');

const isImageType = (type: UploadType): type is UploadImageType =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);

function refuseWordDocuments(request: SearchRequest): void {
  const names = [
    request.documentData?.fileName,
    request.documentPages?.fileName,
    request.labDocument?.fileName,
  ];
  if (names.some((name) => name !== undefined && isWordDocumentName(name))) {
    throw new AttachmentRefusal(ATTACHMENT_REFUSALS.wordDocument);
  }
}

/** The bytes' own type, whatever the name says; anything but a PDF or an image is refused. */
function sniff(base64: string): UploadType {
  const type = typeOf(base64);
  if (!type) throw new AttachmentRefusal(ATTACHMENT_REFUSALS.wrongType);
  return type;
}

async function prepareLabFile(
  file: DocumentData,
  pool: DocumentPool,
  signal?: AbortSignal,
): Promise<PreparedAttachment> {
  const base64 = compact(file.base64);
  const type = sniff(base64);
  if (type === 'application/pdf') {
    // Read and redacted in a worker; the table comes back already free of identifiers.
    const document = await pool.readLabPdf(decode(base64), file.fileName, signal);
    return { kind: 'lab-document', document };
  }
  await pool.checkImages([{ bytes: decode(base64), mediaType: type }], signal);
  return {
    kind: 'lab-images',
    fileName: file.fileName,
    pageCount: 1,
    images: [{ base64, mediaType: type }],
  };
}

/**
 * Checks what the request attached and turns it into what its pipeline uses, before the stream
 * starts, so a file that cannot be used is a 400 rather than an answer that ignored it. The
 * contract already checked which search type takes which attachment and every size.
 */
export async function prepareAttachment(
  request: SearchRequest,
  pool: DocumentPool,
  signal?: AbortSignal,
): Promise<PreparedAttachment | null> {
  refuseWordDocuments(request);
  if (request.labDocument) {
    return { kind: 'lab-document', document: redactLabDocument(request.labDocument) };
  }
  if (request.documentPages) {
    const { fileName, pages, pageCount } = request.documentPages;
    const images = pages.map((page) => {
      const base64 = compact(page);
      if (typeOf(base64) !== 'image/png') {
        throw new AttachmentRefusal(ATTACHMENT_REFUSALS.pagesNotPng);
      }
      return { base64, mediaType: 'image/png' };
    });
    await pool.checkImages(
      images.map((image) => ({ bytes: decode(image.base64), mediaType: 'image/png' as const })),
      signal,
    );
    return { kind: 'lab-images', fileName, pageCount: Math.max(pageCount, images.length), images };
  }
  const file = request.documentData;
  if (!file) return null;
  if (request.searchType === 'lab-report') return prepareLabFile(file, pool, signal);

  const base64 = compact(file.base64);
  const type = sniff(base64);
  if (!isImageType(type)) throw new AttachmentRefusal(ATTACHMENT_TEXTS.imageNeedsFile);
  await pool.checkImages([{ bytes: decode(base64), mediaType: type }], signal);
  return { kind: 'image', fileName: file.fileName, image: { base64, mediaType: type } };
}
