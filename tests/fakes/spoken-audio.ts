/**
 * Real audio files made at run time with Debian's espeak-ng (speech) and sox (resampling, tones,
 * Ogg Vorbis and FLAC encoding), both installed by .ci/run when missing. Files are made in a
 * private temporary folder and read back into memory; the folder is removed at once.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const found = (tool: string): boolean =>
  spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).status === 0;

/** True when both tools are installed; tests that need them are skipped (loudly) otherwise. */
export const AUDIO_TOOLS = found('espeak-ng') && found('sox');

if (!AUDIO_TOOLS) {
  console.warn(
    '\n*** espeak-ng or sox NOT FOUND: the real-audio duration tests are SKIPPED. ' +
      'Install them (apt-get install -y espeak-ng sox; .ci/run does) to run them. ***\n',
  );
}

export type MadeAudioFormat = 'wav' | 'ogg' | 'flac';

/** Sample depth for sox: Vorbis has none of its own. */
const depth = (format: MadeAudioFormat): string[] => (format === 'ogg' ? [] : ['-b', '16']);
const run = (tool: string, args: string[]) => execFileSync(tool, args, { stdio: 'pipe' });

function made(format: MadeAudioFormat, make: (folder: string, out: string) => void): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'nova-audio-'));
  try {
    const out = join(folder, `audio.${format}`);
    make(folder, out);
    return readFileSync(out);
  } catch (error) {
    throw new Error(`could not make ${format} audio with espeak-ng/sox: ${String(error)}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** `text` spoken by espeak-ng, as 16 kHz mono 16-bit audio in the format asked for. */
export function spokenAudio(text: string, format: MadeAudioFormat): Buffer {
  return made(format, (folder, out) => {
    const wav = join(folder, 'speech.wav');
    run('espeak-ng', ['-w', wav, text]);
    run('sox', [wav, '-r', '16000', '-c', '1', ...depth(format), out]);
  });
}

/** A sine tone of `seconds` (8 kHz mono), for recordings longer than any test wants to speak. */
export function toneAudio(seconds: number, format: MadeAudioFormat): Buffer {
  return made(format, (_folder, out) => {
    const tone = ['synth', String(seconds), 'sine', '440'];
    run('sox', ['-n', '-r', '8000', '-c', '1', ...depth(format), out, ...tone]);
  });
}

/** Offset of a WAV's 'fmt ' chunk body (the byte rate is 8 bytes into it). */
export function wavFormatOffset(wav: Buffer): number {
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('latin1', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') return offset + 8;
    offset += 8 + size + (size % 2);
  }
  throw new Error('no fmt chunk');
}

/**
 * The same WAV with a forged byte-rate field: `factor` times the real one, so a reader that trusts
 * the header divides the data size by a rate that makes the recording look that much shorter.
 */
export function forgeWavByteRate(wav: Buffer, factor: number): Buffer {
  const forged = Buffer.from(wav);
  const at = wavFormatOffset(forged) + 8;
  forged.writeUInt32LE(Math.round(forged.readUInt32LE(at) * factor), at);
  return forged;
}
