/** Dictation uploads at 16 kHz: what speech recognition uses, and a third of a 48 kHz recording. */
export const WAV_SAMPLE_RATE = 16000;

/** Averages the input down to `outputRate` (never up); speech needs nothing finer. */
export function downsample(
  samples: Float32Array,
  inputRate: number,
  outputRate: number,
): Float32Array {
  if (outputRate >= inputRate) return samples;
  const ratio = inputRate / outputRate;
  const length = Math.floor(samples.length / ratio);
  const result = new Float32Array(length);
  for (let i = 0; i < length; i += 1) {
    const start = Math.floor(i * ratio);
    const end = Math.min(Math.floor((i + 1) * ratio), samples.length);
    let sum = 0;
    for (let j = start; j < end; j += 1) sum += samples[j] ?? 0;
    result[i] = end > start ? sum / (end - start) : 0;
  }
  return result;
}

/** Joins the recorder's buffers into one. */
export function concatSamples(buffers: readonly Float32Array[]): Float32Array {
  const total = buffers.reduce((sum, buffer) => sum + buffer.length, 0);
  const result = new Float32Array(total);
  let offset = 0;
  for (const buffer of buffers) {
    result.set(buffer, offset);
    offset += buffer.length;
  }
  return result;
}

function writeAscii(view: DataView, offset: number, text: string): void {
  for (let i = 0; i < text.length; i += 1) view.setUint8(offset + i, text.charCodeAt(i));
}

/** A RIFF WAVE file of 16-bit mono PCM, little-endian, samples clipped to [-1, 1]. */
export function encodeWav(samples: Float32Array, sampleRate: number): ArrayBuffer {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0; i < samples.length; i += 1) {
    const clipped = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(44 + i * 2, clipped < 0 ? clipped * 0x8000 : clipped * 0x7fff, true);
  }
  return buffer;
}

/** The recording as the upload: 16 kHz, 16-bit mono WAV. */
export function recordingToWav(buffers: readonly Float32Array[], inputRate: number): Blob {
  const samples = downsample(concatSamples(buffers), inputRate, WAV_SAMPLE_RATE);
  return new Blob([encodeWav(samples, Math.min(inputRate, WAV_SAMPLE_RATE))], {
    type: 'audio/wav',
  });
}
