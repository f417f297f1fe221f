import { describe, expect, it } from 'vitest';
import { concatSamples, downsample, encodeWav, recordingToWav } from './wav-encoder.ts';

const ascii = (view: DataView, offset: number, length: number): string =>
  String.fromCharCode(...Array.from({ length }, (_, i) => view.getUint8(offset + i)));

describe('encodeWav', () => {
  it('writes a 16-bit mono PCM RIFF header that matches its data', () => {
    const view = new DataView(encodeWav(new Float32Array(100), 16000));
    expect(view.byteLength).toBe(44 + 200);
    expect(ascii(view, 0, 4)).toBe('RIFF');
    expect(view.getUint32(4, true)).toBe(36 + 200);
    expect(ascii(view, 8, 8)).toBe('WAVEfmt ');
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(16000);
    expect(view.getUint32(28, true)).toBe(32000);
    expect(view.getUint16(32, true)).toBe(2);
    expect(view.getUint16(34, true)).toBe(16);
    expect(ascii(view, 36, 4)).toBe('data');
    expect(view.getUint32(40, true)).toBe(200);
  });

  it('scales samples to 16 bits and clips what is out of range', () => {
    const view = new DataView(encodeWav(new Float32Array([0, 1, -1, 0.5, 2, -3]), 8000));
    const values = Array.from({ length: 6 }, (_, i) => view.getInt16(44 + i * 2, true));
    expect(values).toEqual([0, 32767, -32768, 16383, 32767, -32768]);
  });
});

describe('recording to upload', () => {
  it('joins buffers in order', () => {
    expect(Array.from(concatSamples([new Float32Array([1, 2]), new Float32Array([3])]))).toEqual([
      1, 2, 3,
    ]);
  });

  it('averages 48 kHz down to 16 kHz and never up', () => {
    const down = downsample(new Float32Array([0.3, 0.3, 0.3, -0.6, -0.6, -0.6]), 48000, 16000);
    expect(Array.from(down).map((v) => Number(v.toFixed(3)))).toEqual([0.3, -0.6]);
    const same = new Float32Array([0.1, 0.2]);
    expect(downsample(same, 8000, 16000)).toBe(same);
  });

  it('makes a WAV blob of one second at 16 kHz from one second at 48 kHz', async () => {
    const second = Array.from({ length: 12 }, () => new Float32Array(4000).fill(0.25));
    const blob = recordingToWav(second, 48000);
    expect(blob.type).toBe('audio/wav');
    const view = new DataView(await blob.arrayBuffer());
    expect(view.getUint32(24, true)).toBe(16000);
    expect(view.getUint32(40, true)).toBe(16000 * 2);
  });
});
