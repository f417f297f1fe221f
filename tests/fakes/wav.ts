/**
 * Real WAV files made in memory: 16-bit mono PCM of a sine tone, for dictation uploads and for
 * Chromium's fake microphone (--use-file-for-fake-audio-capture). `marker` adds a LIST chunk with
 * that text, so a test can look for the recording's bytes anywhere they must never be.
 */
export interface SineWavOptions {
  seconds?: number;
  sampleRate?: number;
  frequency?: number;
  marker?: string;
  /** Overrides the data chunk's declared size (a header that lies about the length). */
  declaredDataBytes?: number;
}

export function sineWav(options: SineWavOptions = {}): Buffer {
  const { seconds = 1, sampleRate = 16000, frequency = 440, marker } = options;
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i += 1) {
    const value = Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 0.3;
    data.writeInt16LE(Math.round(value * 32767), i * 2);
  }
  const chunks: Buffer[] = [];
  const fmt = Buffer.alloc(24);
  fmt.write('fmt ', 0, 'latin1');
  fmt.writeUInt32LE(16, 4);
  fmt.writeUInt16LE(1, 8); // PCM
  fmt.writeUInt16LE(1, 10); // mono
  fmt.writeUInt32LE(sampleRate, 12);
  fmt.writeUInt32LE(sampleRate * 2, 16); // byte rate
  fmt.writeUInt16LE(2, 20); // block align
  fmt.writeUInt16LE(16, 22); // bits per sample
  chunks.push(fmt);
  if (marker) {
    const text = Buffer.from(`${marker}\0`, 'latin1');
    const comment = Buffer.alloc(8);
    comment.write('ICMT', 0, 'latin1');
    comment.writeUInt32LE(text.length, 4);
    const info = Buffer.concat([
      Buffer.from('INFO', 'latin1'),
      comment,
      text,
      Buffer.alloc(text.length % 2),
    ]);
    const list = Buffer.alloc(8);
    list.write('LIST', 0, 'latin1');
    list.writeUInt32LE(info.length, 4);
    chunks.push(list, info);
  }
  const dataHeader = Buffer.alloc(8);
  dataHeader.write('data', 0, 'latin1');
  dataHeader.writeUInt32LE(options.declaredDataBytes ?? data.length, 4);
  chunks.push(dataHeader, data);
  const body = Buffer.concat(chunks);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length + 4, 4);
  riff.write('WAVE', 8, 'latin1');
  return Buffer.concat([riff, body]);
}
