import type { ChatCompletionRequest } from '../../contract/index.ts';
import {
  LIMITS,
  UPLOAD_IMAGE_TYPES,
  base64DecodedBytes,
  sniffUploadType,
  type UploadImageType,
} from '../../contract/index.ts';
import { ProxyRefusal } from './openai-error.ts';

const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;
const isImageType = (type: string): boolean =>
  (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);

const refuse = (message: string, param: string) =>
  new ProxyRefusal(400, message, { code: 'invalid_image', param });

/**
 * Checks one image data URL by what it is, not what it says: base64 of at most the upload limit
 * whose first bytes are a JPEG, PNG, GIF or WebP. Returns the URL labelled with the sniffed type.
 */
export function checkImageDataUrl(url: string, param: string): string {
  const match = DATA_URL.exec(url.replace(/\s/g, ''));
  if (!match)
    throw refuse('An image must be a base64 data URL (data:image/...;base64,...).', param);
  const base64 = match[2] ?? '';
  if (base64DecodedBytes(base64) > LIMITS.uploadMaxBytes) throw refuse('File too large', param);
  // Sixteen base64 characters are twelve bytes: enough for every signature we accept.
  const sniffed = sniffUploadType(Buffer.from(base64.slice(0, 16), 'base64'));
  if (!sniffed || !isImageType(sniffed)) {
    throw refuse('Invalid file type: the image is not a JPEG, PNG, GIF or WebP.', param);
  }
  return `data:${sniffed};base64,${base64}`;
}

/** The messages with every image checked; counts the images for the token budget. */
export function checkImages(messages: ChatCompletionRequest['messages']): {
  messages: ChatCompletionRequest['messages'];
  images: number;
} {
  let images = 0;
  const checked = messages.map((message, m) => {
    if (typeof message.content === 'string') return message;
    const content = message.content.map((part, p) => {
      if (part.type !== 'image_url') return part;
      images += 1;
      const url = checkImageDataUrl(part.image_url.url, `messages[${m}].content[${p}].image_url`);
      return { ...part, image_url: { ...part.image_url, url } };
    });
    return { ...message, content };
  });
  return { messages: checked, images };
}

/** Every checked image of the messages as bytes with its sniffed type, for the parsing pool. */
export function imageBytesOf(
  messages: ChatCompletionRequest['messages'],
): { bytes: Uint8Array; mediaType: UploadImageType }[] {
  const images: { bytes: Uint8Array; mediaType: UploadImageType }[] = [];
  for (const message of messages) {
    if (typeof message.content === 'string') continue;
    for (const part of message.content) {
      if (part.type !== 'image_url') continue;
      const match = DATA_URL.exec(part.image_url.url.replace(/\s/g, ''));
      if (!match) continue;
      const bytes = Buffer.from(match[2] ?? '', 'base64');
      // Checked as what the bytes are (checkImageDataUrl labels it so), not as what the URL says.
      const type = sniffUploadType(bytes.subarray(0, 16));
      if (type && isImageType(type)) images.push({ bytes, mediaType: type as UploadImageType });
    }
  }
  return images;
}
