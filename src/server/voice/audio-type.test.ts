import { describe, expect, it } from 'vitest';
import { sineWav } from '../../../tests/fakes/wav.ts';
import { sniffAudioType, wavDurationSeconds } from './audio-type.ts';

const padded = (head: number[] | string): Uint8Array => {
  const bytes = new Uint8Array(32);
  bytes.set(typeof head === 'string' ? Buffer.from(head, 'latin1') : head);
  return bytes;
};

describe('sniffAudioType', () => {
  it('recognises the audio a browser or phone records, by its first bytes', () => {
    expect(sniffAudioType(sineWav({ seconds: 0.1 }))).toBe('wav');
    expect(sniffAudioType(padded([0x1a, 0x45, 0xdf, 0xa3]))).toBe('webm');
    expect(sniffAudioType(padded('OggS'))).toBe('ogg');
    expect(sniffAudioType(padded('fLaC'))).toBe('flac');
    expect(sniffAudioType(padded('\0\0\0\x20ftypM4A '))).toBe('m4a');
    expect(sniffAudioType(padded('ID3\x04'))).toBe('mp3');
    expect(sniffAudioType(padded([0xff, 0xfb, 0x90, 0xc0]))).toBe('mp3');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffAudioType(padded([0x89, 0x50, 0x4e, 0x47]))).toBeNull(); // PNG
    expect(sniffAudioType(padded('%PDF-1.7'))).toBeNull();
    expect(sniffAudioType(padded('RIFF\0\0\0\0AVI '))).toBeNull();
    expect(sniffAudioType(padded('hello, this is text'))).toBeNull();
    expect(sniffAudioType(new Uint8Array([0x52, 0x49]))).toBeNull();
  });
});

describe('wavDurationSeconds', () => {
  it('reads the duration from the header', () => {
    expect(wavDurationSeconds(sineWav({ seconds: 2, sampleRate: 8000 }))).toBeCloseTo(2, 3);
    expect(wavDurationSeconds(sineWav({ seconds: 1.5, marker: 'extra chunk' }))).toBeCloseTo(
      1.5,
      3,
    );
  });

  it('counts only the bytes present when the header claims more', () => {
    const wav = sineWav({ seconds: 1, sampleRate: 8000, declaredDataBytes: 0xffffffff });
    expect(wavDurationSeconds(wav)).toBeCloseTo(1, 3);
  });

  it('gives null for a header without format or data', () => {
    expect(wavDurationSeconds(padded('RIFF\0\0\0\0WAVE'))).toBeNull();
    const noFormat = Buffer.concat([
      Buffer.from('RIFF\0\0\0\0WAVEdata\x04\0\0\0', 'latin1'),
      Buffer.alloc(4),
    ]);
    expect(wavDurationSeconds(noFormat)).toBeNull();
  });
});
