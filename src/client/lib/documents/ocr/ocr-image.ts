/**
 * A picture as OCR reads it best: text about 20 px tall or more. Screenshots and 100 dpi scans are
 * drawn at up to twice their size (tesseract drops decimal points at 7 px letters: '0.84' became
 * '084'); phone photos are drawn smaller when they pass the pixel cap, which bounds the memory and
 * time of recognition. Always re-encoded as PNG, so every accepted format (GIF and WebP too) reaches
 * the engine in one it decodes, turned upright as the photo's orientation says.
 */

/** The long side small pictures are enlarged towards. */
const TARGET_LONG_SIDE = 2000;
const MAX_UPSCALE = 2;
/** About a 3000 x 2700 picture: recognition time grows with the pixels. */
export const OCR_MAX_PIXELS = 8_000_000;

/** The scale a picture of this size is drawn at before recognition. */
export function ocrScale(width: number, height: number): number {
  const longSide = Math.max(1, width, height);
  const enlarge =
    longSide < TARGET_LONG_SIDE ? Math.min(MAX_UPSCALE, TARGET_LONG_SIDE / longSide) : 1;
  const fit = Math.sqrt(OCR_MAX_PIXELS / Math.max(1, width * height));
  return Math.min(enlarge, fit);
}

type AnyCanvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): AnyCanvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function toPng(canvas: AnyCanvas): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/png' });
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded'))),
      'image/png',
    );
  });
}

/** The picture, scaled for recognition (`ocrScale`), as PNG. */
export async function imageForOcr(image: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  try {
    const scale = ocrScale(bitmap.width, bitmap.height);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = canvasOf(width, height);
    const context = canvas.getContext('2d') as
      OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!context) throw new Error('No 2D canvas for OCR');
    // A transparent PNG would be black behind its text once flattened: paper is white.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const png = await toPng(canvas);
    // Free the pixels now rather than at garbage collection.
    canvas.width = 0;
    canvas.height = 0;
    return png;
  } finally {
    bitmap.close();
  }
}
