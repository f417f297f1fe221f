import { mediaTypeFromName } from './lab-file-kind.ts';

/**
 * SPEC.md section 2: the lab upload is kept in session storage under a base64 key and a name key,
 * so a reload (or a partner page that reloads its frame) keeps the file. Session storage only: it
 * ends with the tab, and the file never leaves the browser through it.
 */
export const LAB_FILE_BASE64_KEY = 'labReportFileBase64';
export const LAB_FILE_NAME_KEY = 'labReportFileName';

const session = (): Storage | undefined => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Stores the file; a file too big for the browser's quota is simply not kept. */
export function storeLabFile(fileName: string, base64: string): void {
  const storage = session();
  try {
    storage?.setItem(LAB_FILE_BASE64_KEY, base64);
    storage?.setItem(LAB_FILE_NAME_KEY, fileName);
  } catch {
    clearStoredLabFile();
  }
}

/** The stored file, or null when there is none or what is stored does not decode. */
export function restoreLabFile(): File | null {
  const storage = session();
  try {
    const base64 = storage?.getItem(LAB_FILE_BASE64_KEY);
    const fileName = storage?.getItem(LAB_FILE_NAME_KEY);
    if (!base64 || !fileName) return null;
    return new File([base64ToBytes(base64)], fileName, { type: mediaTypeFromName(fileName) });
  } catch {
    clearStoredLabFile();
    return null;
  }
}

export function clearStoredLabFile(): void {
  const storage = session();
  try {
    storage?.removeItem(LAB_FILE_BASE64_KEY);
    storage?.removeItem(LAB_FILE_NAME_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
