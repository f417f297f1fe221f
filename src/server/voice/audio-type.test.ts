import { describe, expect, it } from 'vitest';
import { sineWav } from '../../../tests/fakes/wav.ts';
import { sniffAudioType } from './audio-type.ts';

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
