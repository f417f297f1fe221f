import type { CappedInflate } from './stream-budget.ts';

/** Input is fed in pieces this size, so output (and the cap) comes before any later error. */
const PIECE = 16 * 1024;

/**
 * zlib inflation with a cap on the output, through the platform's DecompressionStream (every
 * browser, and Node): reading stops once `cap` is passed, so a bomb costs at most `cap` bytes.
 * Data that is damaged partway gives what came before the damage; no zlib at all gives nothing.
 */
export const inflateInBrowser: CappedInflate = async (data, cap) => {
  let offset = 0;
  const input = new ReadableStream<BufferSource>({
    pull(controller) {
      if (offset >= data.length) {
        controller.close();
        return;
      }
      controller.enqueue(data.slice(offset, offset + PIECE));
      offset += PIECE;
    },
  });
  const reader = input.pipeThrough(new DecompressionStream('deflate')).getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      chunks.push(value);
      total += value.length;
      if (total > cap) {
        void reader.cancel().catch(() => undefined);
        break;
      }
    }
  } catch {
    // Damaged or truncated: what inflated so far is what pdf.js would get too.
  }
  const out = new Uint8Array(total);
  let written = 0;
  for (const chunk of chunks) {
    out.set(chunk, written);
    written += chunk.length;
  }
  return out;
};
