/**
 * Builds `/api/search` replies the way the server frames them, for tests of the stream reader and
 * of the screens that use it. Not imported by the app.
 */
export type FixtureChunk = Record<string, unknown> & { type: string };

export function toSseText(chunks: readonly FixtureChunk[]): string {
  return `${chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`).join('')}data: [DONE]\n\n`;
}

/** A body delivered in pieces of `pieceSize` bytes, so frames and UTF-8 sequences get split. */
export function sseBody(text: string, pieceSize = Infinity): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  return new ReadableStream({
    start(controller) {
      const size = Number.isFinite(pieceSize) ? pieceSize : bytes.length || 1;
      for (let at = 0; at < bytes.length; at += size)
        controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
}

export function sseResponse(chunks: readonly FixtureChunk[]): Response {
  return new Response(sseBody(toSseText(chunks)), {
    headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
  });
}

/** The text of an answer as the server streams it: start, deltas, end. */
export function textChunks(id: string, deltas: readonly string[]): FixtureChunk[] {
  return [
    { type: 'text-start', id },
    ...deltas.map((delta) => ({ type: 'text-delta', id, delta })),
    { type: 'text-end', id },
  ];
}
