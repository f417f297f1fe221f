import { UploadError, uploadProblems } from './upload-problem.ts';

/** The file's bytes; a file that cannot be read (moved, revoked permission) is SPEC's 'Upload error'. */
export async function readFileBytes(file: Blob): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    throw new UploadError(uploadProblems.read(), { cause: error });
  }
}

/**
 * Base64 of a blob without the data-URL prefix. FileReader encodes off the main thread, which
 * matters for a 10 MB image; the chunked fallback serves environments without it.
 */
export async function blobToBase64(blob: Blob): Promise<string> {
  if (typeof FileReader === 'undefined')
    return bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsDataURL(blob);
  });
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}

export function bytesToBase64(bytes: Uint8Array): string {
  const CHUNK = 0x8000;
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return btoa(binary);
}
