import { describe, expect, it } from 'vitest';
import { silentMp3 } from '../../../tests/fakes/openai-audio.ts';
import {
  AUDIO_TOOLS,
  forgeWavByteRate,
  spokenAudio,
  toneAudio,
  wavFormatOffset,
} from '../../../tests/fakes/spoken-audio.ts';
import { sineWav } from '../../../tests/fakes/wav.ts';
import { webmContainer } from '../../../tests/fakes/webm.ts';
import { measureAudioSeconds } from './audio-duration.ts';

const QUESTION = 'What are the early signs of type two diabetes?';

/** The WAV with a 'fact' chunk claiming `samples` samples, put right after its 'fmt ' chunk. */
function withFactChunk(wav: Buffer, samples: number): Buffer {
  const formatEnd = wavFormatOffset(wav) + 16;
  const fact = Buffer.alloc(12);
  fact.write('fact', 0, 'latin1');
  fact.writeUInt32LE(4, 4);
  fact.writeUInt32LE(samples, 8);
  const out = Buffer.concat([wav.subarray(0, formatEnd), fact, wav.subarray(formatEnd)]);
  out.writeUInt32LE(out.length - 8, 4);
  return out;
}

describe('measureAudioSeconds', () => {
  it('reads a PCM WAV by its samples', async () => {
    expect(await measureAudioSeconds(sineWav({ seconds: 2, sampleRate: 8000 }), 'wav')).toBeCloseTo(
      2,
      2,
    );
  });

  it('measures a WAV whose header lies by the sound its bytes hold', async () => {
    const wav = sineWav({ seconds: 4, sampleRate: 8000 });
    // A byte rate 100 times too high: the old header check read 0.04 s.
    expect(await measureAudioSeconds(forgeWavByteRate(wav, 100), 'wav')).toBeCloseTo(4, 2);
    // A 'fact' chunk claiming one sample, and a block size 50 times too large.
    expect(await measureAudioSeconds(withFactChunk(wav, 1), 'wav')).toBeCloseTo(4, 2);
    const bigBlocks = Buffer.from(wav);
    bigBlocks.writeUInt16LE(100, wavFormatOffset(bigBlocks) + 12);
    expect(await measureAudioSeconds(bigBlocks, 'wav')).toBeCloseTo(4, 2);
    // A data size larger than the file counts only the bytes present.
    const claimed = sineWav({ seconds: 1, sampleRate: 8000, declaredDataBytes: 0xffffffff });
    expect(await measureAudioSeconds(claimed, 'wav')).toBeCloseTo(1, 2);
  });

  it('reads MPEG audio by its frames', async () => {
    expect(await measureAudioSeconds(silentMp3(2000), 'mp3')).toBeCloseTo(2, 1);
    expect(await measureAudioSeconds(silentMp3(301_000), 'mp3')).toBeGreaterThan(300);
  });

  it('reads a WebM by its segment duration, and cannot measure one without it', async () => {
    expect(await measureAudioSeconds(webmContainer(12), 'webm')).toBeCloseTo(12, 3);
    expect(await measureAudioSeconds(webmContainer(), 'webm')).toBeNull();
  });

  it('gives 0 for a WAV without sound and null for bytes the parser rejects', async () => {
    expect(await measureAudioSeconds(sineWav({ seconds: 0 }), 'wav')).toBe(0);
    const webmMagic = new Uint8Array(64);
    webmMagic.set([0x1a, 0x45, 0xdf, 0xa3]);
    expect(await measureAudioSeconds(webmMagic, 'webm')).toBeNull();
    const noFormat = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVE', 'latin1'), Buffer.alloc(50)]);
    expect(await measureAudioSeconds(noFormat, 'wav')).toBeNull();
  });

  describe.skipIf(!AUDIO_TOOLS)('real recordings (espeak-ng and sox)', () => {
    it('gives the same length for the same speech as WAV, Ogg Vorbis and FLAC', async () => {
      const wav = spokenAudio(QUESTION, 'wav');
      const seconds = await measureAudioSeconds(wav, 'wav');
      expect(seconds).toBeGreaterThan(1.5);
      expect(seconds).toBeLessThan(5);
      for (const format of ['ogg', 'flac'] as const) {
        const measured = await measureAudioSeconds(spokenAudio(QUESTION, format), format);
        expect(measured, format).toBeCloseTo(seconds ?? 0, 1);
      }
      expect(await measureAudioSeconds(forgeWavByteRate(wav, 50), 'wav')).toBeCloseTo(
        seconds ?? 0,
        3,
      );
    });

    it('measures a long Ogg in full and refuses a cut one', async () => {
      const ogg = toneAudio(301, 'ogg');
      expect(await measureAudioSeconds(ogg, 'ogg')).toBeCloseTo(301, 0);
      expect(await measureAudioSeconds(ogg.subarray(0, 200), 'ogg')).toBeNull();
    });
  });
});
