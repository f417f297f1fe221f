import { parseBuffer, type IFormat } from 'music-metadata';
import { AUDIO_FILES, type AudioType } from './audio-type.ts';

/** Highest bit rate a lossy speech or music codec reaches (MP3 320, Opus 510, AAC and Vorbis below 640 kbit/s). */
const LOSSY_MAX_BITS_PER_SECOND = 640_000;
/** Lossless compression (FLAC, ALAC) stays within a few percent of raw PCM, frame headers included. */
const LOSSLESS_OVERHEAD = 1.1;
/** Less sound than this is no recording at all. */
const EMPTY_SECONDS = 0.01;

/** Bits a second of the raw PCM the format states (rate x channels x depth); undefined if unstated. */
function rawBitsPerSecond(format: IFormat): number | undefined {
  const { sampleRate, numberOfChannels, bitsPerSample } = format;
  if (!sampleRate || !numberOfChannels || !bitsPerSample) return undefined;
  return sampleRate * numberOfChannels * bitsPerSample;
}

/**
 * The fewest seconds these bytes can hold: no encoding packs sound tighter than its highest bit
 * rate. For a WAV that rate is exactly its PCM rate, so a header that lies about the length (a
 * forged byte rate, block size or 'fact' sample count) cannot make the sound shorter than its bytes.
 */
function fewestSeconds(bytes: number, type: AudioType, format: IFormat): number {
  const raw = rawBitsPerSecond(format);
  const ceiling =
    type === 'wav' && raw
      ? raw
      : format.lossless && raw
        ? raw * LOSSLESS_OVERHEAD
        : LOSSY_MAX_BITS_PER_SECOND;
  return (bytes * 8) / ceiling;
}

/**
 * Seconds of sound in an upload, read by decoding its container with music-metadata (the WAV data
 * chunk's samples, MPEG frames, the last Ogg page's position, FLAC's sample count, the MP4 track
 * or the WebM segment duration), never from a WAV's byte-rate field; at least what its bytes must
 * hold (see fewestSeconds). 0 for a recording without sound; null when the parser rejects the
 * bytes or finds no duration (a WebM without one, as MediaRecorder writes it), which is refused.
 */
export async function measureAudioSeconds(
  bytes: Uint8Array,
  type: AudioType,
): Promise<number | null> {
  let format: IFormat;
  try {
    ({ format } = await parseBuffer(
      bytes,
      { mimeType: AUDIO_FILES[type].contentType, size: bytes.length },
      { duration: true, skipCovers: true },
    ));
  } catch {
    return null;
  }
  const floor = fewestSeconds(bytes.length, type, format);
  const { duration } = format;
  if (duration === undefined) {
    // A WAV whose data chunk is empty has a format but no samples: nothing was recorded.
    return type === 'wav' && rawBitsPerSecond(format) && floor < EMPTY_SECONDS ? 0 : null;
  }
  if (!Number.isFinite(duration) || duration < 0) return duration === Infinity ? duration : null;
  if (duration === 0) return 0;
  return Math.max(duration, floor);
}
