/** Reads an SSE body of the UI message protocol into its JSON chunks, in order. */
export interface StreamChunk {
  type: string;
  [key: string]: unknown;
}

export function parseSse(body: string): StreamChunk[] {
  return body
    .split('\n\n')
    .map((event) => event.trim())
    .filter((event) => event.startsWith('data: ') && event !== 'data: [DONE]')
    .map((event) => JSON.parse(event.slice('data: '.length)) as StreamChunk);
}

export const answerText = (chunks: readonly StreamChunk[]): string =>
  chunks
    .filter((chunk) => chunk.type === 'text-delta')
    .map((chunk) => String(chunk.delta))
    .join('');

export const dataOf = <T = Record<string, unknown>>(
  chunks: readonly StreamChunk[],
  name: string,
): T[] => chunks.filter((chunk) => chunk.type === `data-${name}`).map((chunk) => chunk.data as T);
