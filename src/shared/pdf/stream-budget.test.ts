import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  checkPdfStreams as check,
  StreamBudgetExceeded,
  type StreamBudget,
} from './stream-budget.ts';
import { inflateInBrowser } from './inflate-in-browser.ts';

/** The browser's inflate (DecompressionStream, which Node has too): the server's is zlib. */
const checkPdfStreams = (file: Uint8Array, budget: StreamBudget) =>
  check(file, budget, inflateInBrowser);

const MB = 1024 * 1024;
const BUDGET = { maxStreamBytes: 4 * MB, maxTotalBytes: 6 * MB };

const pdfWith = (...streams: { dictionary: string; data: Buffer }[]): Buffer =>
  Buffer.concat([
    Buffer.from('%PDF-1.7\n'),
    ...streams.map((stream, index) =>
      Buffer.concat([
        Buffer.from(
          `${index + 1} 0 obj\n<< ${stream.dictionary} /Length ${stream.data.length} >>\nstream\n`,
        ),
        stream.data,
        Buffer.from('\nendstream\nendobj\n'),
      ]),
    ),
    Buffer.from('%%EOF\n'),
  ]);

const flate = (bytes: number): { dictionary: string; data: Buffer } => ({
  dictionary: '/Filter /FlateDecode',
  data: deflateSync(Buffer.alloc(bytes, 0x41)),
});

/** LZW codes that keep growing the table with runs of one byte: a high-ratio stream. */
function lzwBomb(codes: number): Buffer {
  const out: number[] = [];
  let buffer = 0;
  let bits = 0;
  let width = 9;
  let next = 258;
  const emit = (code: number): void => {
    buffer = (buffer << width) | code;
    bits += width;
    while (bits >= 8) {
      out.push((buffer >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  };
  emit(256);
  emit(65);
  for (let i = 0; i < codes; i++) {
    if (next >= 4094) {
      emit(256);
      width = 9;
      next = 258;
      emit(65);
      continue;
    }
    // Each new code is the previous string plus its first byte: the longest possible.
    emit(next);
    next++;
    if (next + 1 >= 1 << width && width < 12) width++;
  }
  emit(257);
  if (bits > 0) out.push((buffer << (8 - bits)) & 0xff);
  return Buffer.from(out);
}

describe('checkPdfStreams', () => {
  it('lets ordinary streams through', async () => {
    await expect(checkPdfStreams(pdfWith(flate(MB), flate(MB)), BUDGET)).resolves.toBeUndefined();
  });

  it('refuses one stream that inflates past the cap', async () => {
    await expect(checkPdfStreams(pdfWith(flate(5 * MB)), BUDGET)).rejects.toBeInstanceOf(
      StreamBudgetExceeded,
    );
  });

  it('refuses streams that together inflate past the total', async () => {
    await expect(
      checkPdfStreams(pdfWith(flate(3 * MB), flate(3 * MB), flate(3 * MB)), BUDGET),
    ).rejects.toBeInstanceOf(StreamBudgetExceeded);
  });

  it('does not count images, which reading text never decodes', async () => {
    const image = {
      ...flate(5 * MB),
      dictionary: '/Type /XObject /Subtype /Image /Filter /FlateDecode',
    };
    await expect(checkPdfStreams(pdfWith(image), BUDGET)).resolves.toBeUndefined();
  });

  it('measures LZW and run-length streams too', async () => {
    const lzw = { dictionary: '/Filter /LZWDecode', data: lzwBomb(40_000) };
    expect(lzw.data.length).toBeLessThan(80_000);
    await expect(checkPdfStreams(pdfWith(lzw), BUDGET)).rejects.toBeInstanceOf(
      StreamBudgetExceeded,
    );
    // 129 copies of one byte per two input bytes.
    const runs = Buffer.alloc(2 * 40_000);
    for (let i = 0; i < runs.length; i += 2) {
      runs[i] = 129;
      runs[i + 1] = 0x41;
    }
    await expect(
      checkPdfStreams(pdfWith({ dictionary: '/Filter /RunLengthDecode', data: runs }), BUDGET),
    ).rejects.toBeInstanceOf(StreamBudgetExceeded);
  });

  it('decodes ASCII85 and hex in front of Flate', async () => {
    const inner = deflateSync(Buffer.alloc(5 * MB, 0x41));
    const hex = {
      dictionary: '/Filter [/ASCIIHexDecode /FlateDecode]',
      data: Buffer.from(`${inner.toString('hex')}>`),
    };
    await expect(checkPdfStreams(pdfWith(hex), BUDGET)).rejects.toBeInstanceOf(
      StreamBudgetExceeded,
    );
  });

  it('stays linear on a 10 MB file of half a million empty streams', async () => {
    const file = Buffer.from('%PDF-1.7\n' + 'x stream\nendstream\n'.repeat(500_000));
    const started = performance.now();
    await checkPdfStreams(file, BUDGET);
    // About 1.5 s on a loaded 2-core machine; a quadratic scan would take hours.
    expect(performance.now() - started).toBeLessThan(6000);
  });
});
