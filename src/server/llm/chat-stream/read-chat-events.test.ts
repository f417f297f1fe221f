import { describe, expect, it } from 'vitest';
import { readChatEvents, type ChatEvent } from './read-chat-events.ts';

/** A body that arrives in the given pieces, as a socket would deliver it. */
const body = (...pieces: string[]): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
};

const collect = async (stream: ReadableStream<Uint8Array>): Promise<ChatEvent[]> => {
  const events: ChatEvent[] = [];
  for await (const batch of readChatEvents(stream)) events.push(...batch);
  return events;
};

const chunk = (delta: object, finish: string | null = null) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

describe('readChatEvents', () => {
  it('reads text, the finish reason and usage, skipping [DONE]', async () => {
    const events = await collect(
      body(
        chunk({ role: 'assistant', content: '' }),
        chunk({ content: 'Hello' }),
        chunk({}, 'stop'),
        `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 9, completion_tokens: 2, total_tokens: 11 } })}\n\n`,
        'data: [DONE]\n\n',
      ),
    );
    expect(events.map((e) => e.text).join('')).toBe('Hello');
    expect(events.some((e) => e.finished)).toBe(true);
    expect(events.at(-1)?.usage).toEqual({ inputTokens: 9, outputTokens: 2, totalTokens: 11 });
  });

  it('joins events split across reads, multi-byte characters included, and CRLF lines', async () => {
    const wire = chunk({ content: 'Diabète — 糖尿病' }).replaceAll('\n', '\r\n');
    const bytes = new TextEncoder().encode(wire);
    const pieces = [bytes.slice(0, 20), bytes.slice(20, 31), bytes.slice(31)];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    });
    const events = await collect(stream);
    expect(events.map((e) => e.text)).toEqual(['Diabète — 糖尿病']);
  });

  it('passes on the events of one read together', async () => {
    const batches: ChatEvent[][] = [];
    for await (const batch of readChatEvents(
      body(chunk({ content: 'a' }) + chunk({ content: 'b' })),
    ))
      batches.push(batch);
    expect(batches.map((batch) => batch.map((event) => event.text))).toEqual([['a', 'b']]);
  });

  it('reads a last event that has no closing newline', async () => {
    const events = await collect(body(chunk({ content: 'a' }), chunk({}, 'stop').trimEnd()));
    expect(events.at(-1)?.finished).toBe(true);
  });

  it('ignores comments and tool-call deltas without text', async () => {
    const events = await collect(
      body(': keep-alive\n\n', chunk({ content: null, tool_calls: [{ index: 0 }] })),
    );
    expect(events).toEqual([{ text: '', finished: false, failed: false }]);
  });

  it('flags an error the provider sends inside the stream', async () => {
    const events = await collect(body(`data: {"error":{"message":"overloaded"}}\n\n`));
    expect(events[0]?.failed).toBe(true);
  });

  it('refuses data that is not JSON as invalid output', async () => {
    await expect(collect(body('data: {"choices": [\n\n'))).rejects.toMatchObject({
      kind: 'invalid-output',
    });
  });
});
