/** Audio a dictation upload may be, recognised by its first bytes (never by name or header). */
export type AudioType = 'wav' | 'webm' | 'ogg' | 'mp3' | 'm4a' | 'flac';

/** File name and content type sent upstream: the provider tells formats apart by extension. */
export const AUDIO_FILES: Readonly<Record<AudioType, { fileName: string; contentType: string }>> = {
  wav: { fileName: 'audio.wav', contentType: 'audio/wav' },
  webm: { fileName: 'audio.webm', contentType: 'audio/webm' },
  ogg: { fileName: 'audio.ogg', contentType: 'audio/ogg' },
  mp3: { fileName: 'audio.mp3', contentType: 'audio/mpeg' },
  m4a: { fileName: 'audio.m4a', contentType: 'audio/mp4' },
  flac: { fileName: 'audio.flac', contentType: 'audio/flac' },
};

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

export function sniffAudioType(bytes: Uint8Array): AudioType | null {
  if (bytes.length < 12) return null;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WAVE') return 'wav';
  // EBML header: WebM (and Matroska, which MediaRecorder also writes).
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return 'webm';
  if (ascii(bytes, 0, 4) === 'OggS') return 'ogg';
  if (ascii(bytes, 0, 4) === 'fLaC') return 'flac';
  if (ascii(bytes, 4, 4) === 'ftyp') return 'm4a';
  if (ascii(bytes, 0, 3) === 'ID3') return 'mp3';
  // An MPEG audio frame sync: eleven set bits, layer not 'reserved'.
  if (bytes[0] === 0xff && ((bytes[1] ?? 0) & 0xe0) === 0xe0 && ((bytes[1] ?? 0) & 0x06) !== 0)
    return 'mp3';
  return null;
}
