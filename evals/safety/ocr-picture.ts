import { createCanvas, loadImage } from '@napi-rs/canvas';

export interface PictureOptions {
  variant: 'scan' | 'photo';
  /** The browser's scale for a picture of this size (ocr-image.ts). */
  ocrScale: (width: number, height: number) => number;
  /** Makes the photo's noise the same on every run. */
  seed: number;
}

/** A small deterministic generator: the same noise every run, so the cache stays valid. */
function random(seed: number): () => number {
  let state = (seed * 2654435761 + 1) >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * A rendered page as the browser hands it to OCR (drawn at `ocrScale` on white), and for 'photo'
 * first turned into what a phone gives of a printout: turned by about a degree, slightly out of
 * focus, lit unevenly, with sensor noise, saved as a JPEG. @napi-rs/canvas is pdf.js's own canvas
 * for Node, so nothing is installed for this.
 */
export async function preparePicture(png: Buffer, options: PictureOptions): Promise<Buffer> {
  let image = await loadImage(png);
  if (options.variant === 'photo') {
    const next = random(options.seed + 7);
    const { width, height } = image;
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.translate(width / 2, height / 2);
    context.rotate(((next() < 0.5 ? -1 : 1) * (0.6 + next() * 0.8) * Math.PI) / 180);
    context.translate(-width / 2, -height / 2);
    context.filter = 'blur(0.8px)';
    context.drawImage(image, 0, 0);
    context.filter = 'none';
    context.setTransform(1, 0, 0, 1, 0, 0);
    // Light falling off towards one corner, as under a desk lamp.
    const light = context.createLinearGradient(0, 0, width, height);
    light.addColorStop(0, 'rgba(0,0,0,0)');
    light.addColorStop(1, 'rgba(60,50,30,0.22)');
    context.fillStyle = light;
    context.fillRect(0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height);
    for (let index = 0; index < pixels.data.length; index += 4) {
      const noise = (next() + next() + next() - 1.5) * 28;
      for (let channel = 0; channel < 3; channel++) {
        pixels.data[index + channel] = (pixels.data[index + channel] ?? 0) + noise;
      }
    }
    context.putImageData(pixels, 0, 0);
    image = await loadImage(await canvas.encode('jpeg', 72));
  }
  const scale = options.ocrScale(image.width, image.height);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  return canvas.encode('png');
}
