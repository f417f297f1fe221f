import { constants, crc32, createInflate } from 'node:zlib';
import type { UploadImageType } from '../../contract/index.ts';

/*
 * Right bytes at the start do not make a picture: a PNG signature followed by a web page is not
 * an image, and a model provider should never be handed one. Each image is walked through its own
 * container (PNG chunks with their checksums and compressed pixels, JPEG segments, GIF blocks,
 * WebP chunks) and its size read from the header the decoder itself would use.
 */

export interface ImageLimits {
  /** Longest side in pixels. */
  maxSide: number;
  /** Width times height. */
  maxPixels: number;
}

export interface ImageFacts {
  width: number;
  height: number;
}

/** The file is not the image it claims to be, or is larger than any photo of a report. */
export class ImageCheckError extends Error {
  override readonly name = 'ImageCheckError';
}

const fail = (why: string): never => {
  throw new ImageCheckError(why);
};

const ascii = (bytes: Uint8Array, start: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** Bytes the data inflates to, counted as they stream (never held), stopping past `cap`. */
function inflatedLength(data: Uint8Array, cap: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflate({ finishFlush: constants.Z_SYNC_FLUSH });
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > cap) {
        inflate.destroy();
        resolve(total);
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', reject);
    inflate.end(data);
  });
}

function withinLimits(facts: ImageFacts, limits: ImageLimits): ImageFacts {
  if (facts.width === 0 || facts.height === 0) fail('the image has no pixels');
  const { width, height } = facts;
  if (Math.max(width, height) > limits.maxSide || width * height > limits.maxPixels) {
    fail(`the image is ${width} x ${height} pixels`);
  }
  return facts;
}

async function checkPng(bytes: Uint8Array, limits: ImageLimits): Promise<ImageFacts> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 8;
  let facts: ImageFacts | null = null;
  let bitsPerPixel = 0;
  let interlaced = false;
  const idat: Uint8Array[] = [];
  let ended = false;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    if (!/^[A-Za-z]{4}$/.test(type)) fail('a PNG chunk has no valid type');
    if (offset + 12 + length > bytes.length) fail('a PNG chunk runs past the end of the file');
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    const crc = view.getUint32(offset + 8 + length);
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== crc)
      fail('a PNG chunk is damaged');
    if (facts === null && type !== 'IHDR') fail('a PNG must start with its header chunk');
    if (type === 'IHDR') {
      if (length !== 13) fail('the PNG header has the wrong length');
      const header = new DataView(data.buffer, data.byteOffset, data.byteLength);
      facts = { width: header.getUint32(0), height: header.getUint32(4) };
      const depth = data[8] ?? 0;
      const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[data[9] ?? -1];
      if (!channels || ![1, 2, 4, 8, 16].includes(depth)) fail('the PNG header is invalid');
      bitsPerPixel = depth * (channels ?? 1);
      interlaced = data[12] === 1;
    } else if (type === 'IDAT') {
      idat.push(data);
    } else if (type === 'IEND') {
      ended = true;
      break;
    }
    offset += 12 + length;
  }
  if (!facts || !ended || idat.length === 0) fail('the PNG is incomplete');
  const { width, height } = withinLimits(facts as ImageFacts, limits);
  // The pixels must inflate, and to no more than the header promises (no decompression bomb).
  const rowBytes = Math.ceil((width * bitsPerPixel) / 8) + 1;
  const expected = interlaced ? rowBytes * height * 2 : rowBytes * height;
  let length: number;
  try {
    length = await inflatedLength(Buffer.concat(idat), expected);
  } catch {
    return fail('the PNG pixels cannot be decoded');
  }
  if (length === 0 || length > expected) fail('the PNG pixels do not match its size');
  return { width, height };
}

/** JPEG start-of-frame markers (baseline, progressive, lossless...), not DHT, JPG or DAC. */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function checkJpeg(bytes: Uint8Array): ImageFacts {
  let offset = 2;
  let facts: ImageFacts | null = null;
  for (;;) {
    if (offset + 4 > bytes.length) fail('the JPEG ends before its image data');
    if (bytes[offset] !== 0xff) fail('a JPEG segment is damaged');
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    if (marker === 0xd9) fail('the JPEG has no image data');
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    if (length < 2 || offset + 2 + length > bytes.length) fail('a JPEG segment runs past the end');
    if (isStartOfFrame(marker)) {
      const height = ((bytes[offset + 5] ?? 0) << 8) | (bytes[offset + 6] ?? 0);
      const width = ((bytes[offset + 7] ?? 0) << 8) | (bytes[offset + 8] ?? 0);
      facts = { width, height };
    }
    if (marker === 0xda) break;
    offset += 2 + length;
  }
  if (!facts) fail('the JPEG has no frame header');
  const { width, height } = facts as ImageFacts;
  if (width === 0 || height === 0) fail('the JPEG has no pixels');
  // The entropy-coded data runs to the end-of-image marker (a camera may add bytes after it).
  const tail = bytes.subarray(offset);
  if (
    Buffer.from(tail.buffer, tail.byteOffset, tail.byteLength).indexOf(Buffer.from([0xff, 0xd9])) <
    0
  ) {
    fail('the JPEG is cut off');
  }
  return facts as ImageFacts;
}

function checkGif(bytes: Uint8Array): ImageFacts {
  if (bytes.length < 13) fail('the GIF is too short');
  const width = (bytes[6] ?? 0) | ((bytes[7] ?? 0) << 8);
  const height = (bytes[8] ?? 0) | ((bytes[9] ?? 0) << 8);
  const flags = bytes[10] ?? 0;
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let frames = 0;
  const skipSubBlocks = (): void => {
    for (;;) {
      const size = bytes[offset];
      if (size === undefined) fail('the GIF is cut off');
      offset += 1 + (size ?? 0);
      if (size === 0) return;
    }
  };
  for (;;) {
    const introducer = bytes[offset];
    if (introducer === 0x3b) break;
    if (introducer === 0x21) {
      offset += 2;
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      const local = bytes[offset + 9] ?? 0;
      offset += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0);
      const codeSize = bytes[offset] ?? 0;
      if (codeSize < 2 || codeSize > 11) fail('the GIF image data is invalid');
      offset += 1;
      skipSubBlocks();
      frames++;
    } else {
      // Many encoders leave the trailer off; a GIF with a frame is still a picture.
      if (introducer === undefined && frames > 0) break;
      fail('a GIF block is damaged');
    }
  }
  if (frames === 0 || width === 0 || height === 0) fail('the GIF has no image');
  return { width, height };
}

function checkWebp(bytes: Uint8Array): ImageFacts {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < 30) fail('the WebP is too short');
  const riffSize = view.getUint32(4, true);
  if (riffSize + 8 > bytes.length || riffSize < 22) fail('the WebP is cut off');
  const chunk = ascii(bytes, 12, 4);
  const data = 20;
  if (chunk === 'VP8 ') {
    if (bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a) {
      fail('the WebP frame is invalid');
    }
    return {
      width: view.getUint16(data + 6, true) & 0x3fff,
      height: view.getUint16(data + 8, true) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    if (bytes[data] !== 0x2f) fail('the WebP frame is invalid');
    const bits = view.getUint32(data + 1, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const width =
      1 + ((bytes[data + 4] ?? 0) | ((bytes[data + 5] ?? 0) << 8) | ((bytes[data + 6] ?? 0) << 16));
    const height =
      1 + ((bytes[data + 7] ?? 0) | ((bytes[data + 8] ?? 0) << 8) | ((bytes[data + 9] ?? 0) << 16));
    return { width, height };
  }
  return fail('the WebP has no image frame');
}

const CHECKS: Record<Exclude<UploadImageType, 'image/png'>, (bytes: Uint8Array) => ImageFacts> = {
  'image/jpeg': checkJpeg,
  'image/gif': checkGif,
  'image/webp': checkWebp,
};

/** Walks the image's container and returns its size; throws ImageCheckError when it is no image. */
export async function checkImage(
  bytes: Uint8Array,
  type: UploadImageType,
  limits: ImageLimits,
): Promise<ImageFacts> {
  if (type === 'image/png') return checkPng(bytes, limits);
  return withinLimits(CHECKS[type](bytes), limits);
}
