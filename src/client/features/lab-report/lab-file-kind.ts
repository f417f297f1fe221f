import { isWordDocumentName } from '../../../contract/index.ts';

/** How the /ask page can show a file (SPEC.md section 2): by its type, else by its name. */
export type LabFileKind = 'pdf' | 'image' | 'text' | 'word' | 'other';

export function labFileKind(file: Pick<File, 'name' | 'type'>): LabFileKind {
  const name = file.name.trim().toLowerCase();
  if (file.type === 'application/pdf' || name.endsWith('.pdf')) return 'pdf';
  if (file.type.startsWith('image/') || /\.(jpe?g|png|gif|webp)$/.test(name)) return 'image';
  if (file.type === 'text/plain' || name.endsWith('.txt')) return 'text';
  if (isWordDocumentName(name) || /word/.test(file.type)) return 'word';
  return 'other';
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A media type for a file that arrived without one (stored or posted): from its extension. */
export function mediaTypeFromName(name: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase() ?? '';
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}
