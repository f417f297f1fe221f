import { mediaTypeFromName } from './lab-file-kind.ts';
import { base64ToBytes } from './lab-file-storage.ts';

/** SPEC.md section 2: a partner page hands a lab file over as `{ fileName, fileData }`. */
export type LabMessage =
  | { kind: 'file'; file: File }
  /** From an allowed origin, but without a usable file. */
  | { kind: 'invalid' }
  /** Another kind of message (say, `open-voice-mode`); not for this page. */
  | { kind: 'other' };

const DATA_URL = /^data:([^;,]*)(?:;[^,]*)?;base64,/i;
/** Padding and the spaces after it in one optional group: no two quantifiers share the spaces. */
const BASE64 = /^[A-Za-z0-9+/\s]+(?:={1,2}\s*)?$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Reads a message's data: `fileData` is base64 or a base64 data: URL; the media type comes from
 * the data URL, else from an optional `type` field, else from the file name.
 */
export function readLabMessage(data: unknown): LabMessage {
  if (
    isRecord(data) &&
    typeof data.type === 'string' &&
    !('fileName' in data || 'fileData' in data)
  ) {
    return { kind: 'other' };
  }
  if (!isRecord(data)) return { kind: 'invalid' };
  const { fileName, fileData, type } = data;
  if (typeof fileName !== 'string' || !fileName.trim() || typeof fileData !== 'string') {
    return { kind: 'invalid' };
  }
  const dataUrl = DATA_URL.exec(fileData);
  const base64 = dataUrl ? fileData.slice(dataUrl[0].length) : fileData;
  if (!base64 || !BASE64.test(base64)) return { kind: 'invalid' };
  const mediaType =
    dataUrl?.[1] ||
    (typeof type === 'string' && type.includes('/') ? type : '') ||
    mediaTypeFromName(fileName);
  try {
    return {
      kind: 'file',
      file: new File([base64ToBytes(base64)], fileName.trim(), { type: mediaType }),
    };
  } catch {
    return { kind: 'invalid' };
  }
}
