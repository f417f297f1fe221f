import { readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkImage, ImageCheckError } from './check-image.ts';

const fixture = (name: string): Buffer =>
  readFileSync(new URL(`../../../tests/fixtures/images/${name}`, import.meta.url));
const LIMITS = { maxSide: 16_384, maxPixels: 50_000_000 };
/** The smallest GIF and lossless WebP there are: one pixel each. */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');

describe('checkImage', () => {
  it('reads the size of real pictures of each accepted type', async () => {
    await expect(
      checkImage(fixture('lab_report_diabetes.png'), 'image/png', LIMITS),
    ).resolves.toEqual({
      width: 850,
      height: 280,
    });
    await expect(checkImage(fixture('skin-spot.jpg'), 'image/jpeg', LIMITS)).resolves.toEqual({
      width: 480,
      height: 360,
    });
    await expect(checkImage(GIF, 'image/gif', LIMITS)).resolves.toEqual({ width: 1, height: 1 });
    await expect(checkImage(WEBP, 'image/webp', LIMITS)).resolves.toEqual({ width: 1, height: 1 });
  });

  const png = fixture('lab_report_diabetes.png');
  const jpeg = fixture('skin-spot.jpg');
  const html = Buffer.from('<html><script>alert(1)</script></html>');
  it.each([
    ['a PNG signature followed by HTML', Buffer.concat([png.subarray(0, 8), html]), 'image/png'],
    ['a PNG header followed by HTML', Buffer.concat([png.subarray(0, 33), html]), 'image/png'],
    ['a PNG cut in half', png.subarray(0, png.length / 2), 'image/png'],
    ['a PNG with a flipped pixel byte', flipByte(png, 200), 'image/png'],
    ['a JPEG signature followed by HTML', Buffer.concat([jpeg.subarray(0, 3), html]), 'image/jpeg'],
    ['a JPEG cut before its image data ends', jpeg.subarray(0, jpeg.length - 600), 'image/jpeg'],
    ['a GIF header and nothing else', GIF.subarray(0, 13), 'image/gif'],
    [
      'a WebP with no frame',
      Buffer.concat([WEBP.subarray(0, 12), Buffer.from('JUNKJUNKJUNKJUNKJUNKJUNK')]),
      'image/webp',
    ],
  ] as const)('refuses %s', async (_name, bytes, type) => {
    await expect(checkImage(bytes, type, LIMITS)).rejects.toBeInstanceOf(ImageCheckError);
  });

  it('refuses an image larger than the limits before decoding its pixels', async () => {
    const huge = Buffer.from(png);
    huge.writeUInt32BE(100_000, 16);
    huge.writeUInt32BE(100_000, 20);
    huge.writeUInt32BE(crc32(huge.subarray(12, 29)), 29);
    await expect(checkImage(huge, 'image/png', LIMITS)).rejects.toThrow('100000 x 100000');
  });

  it('refuses PNG pixels that inflate to more than the header promises', async () => {
    // A 1 x 1 header in front of the 850 x 280 picture's pixel data.
    const lying = Buffer.from(png);
    lying.writeUInt32BE(1, 16);
    lying.writeUInt32BE(1, 20);
    lying.writeUInt32BE(crc32(lying.subarray(12, 29)), 29);
    await expect(checkImage(lying, 'image/png', LIMITS)).rejects.toThrow('do not match');
  });
});

function flipByte(bytes: Buffer, at: number): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = (copy[at] ?? 0) ^ 0xff;
  return copy;
}
