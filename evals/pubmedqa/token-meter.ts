/**
 * A small forwarding proxy between the app and the model's base URL that adds up the `usage` the
 * OpenAI-compatible replies report (the app asks streams for it with `stream_options.include_usage`).
 * Each app instance gets its own path, `/meter/<id>`, so tokens are charged to the question that
 * instance is answering.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

export interface Tokens {
  input: number;
  output: number;
}

const usageSchema = z.looseObject({
  usage: z
    .looseObject({
      prompt_tokens: z.number().optional(),
      completion_tokens: z.number().optional(),
    })
    .nullish(),
});

/** Request headers passed on: the key, the body's type and the provider's own options. */
const FORWARDED_REQUEST = /^(?:authorization|content-type|accept|openai-.*|x-.*)$/i;
/** Reply headers passed back: what the app's retry and error handling read. */
const FORWARDED_REPLY =
  /^(?:content-type|retry-after|retry-after-ms|x-request-id|x-ratelimit-.*)$/i;

export interface TokenMeter {
  /** The base URL an app instance uses in place of the model's. */
  baseUrlFor(id: string): string;
  /** Tokens reported for this id since it was last reset. */
  spent(id: string): Tokens;
  reset(id: string): void;
  close(): Promise<void>;
}

function addUsage(json: string, into: Tokens): void {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return;
  }
  const usage = usageSchema.safeParse(value);
  if (!usage.success || !usage.data.usage) return;
  into.input += usage.data.usage.prompt_tokens ?? 0;
  into.output += usage.data.usage.completion_tokens ?? 0;
}

/** Reads usage from an SSE stream (`data:` lines) or from a whole JSON reply. */
function usageReader(streamed: boolean, into: Tokens) {
  let pending = '';
  return {
    push(text: string) {
      pending += text;
      if (!streamed) return;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('data: ')) addUsage(line.slice(6), into);
    },
    end() {
      if (!streamed) addUsage(pending, into);
      else if (pending.startsWith('data: ')) addUsage(pending.slice(6), into);
    },
  };
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startTokenMeter(modelBaseUrl: string): Promise<TokenMeter> {
  const target = modelBaseUrl.replace(/\/+$/, '');
  const counts = new Map<string, Tokens>();
  const countsOf = (id: string): Tokens => {
    const existing = counts.get(id);
    if (existing) return existing;
    const fresh = { input: 0, output: 0 };
    counts.set(id, fresh);
    return fresh;
  };

  async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = /^\/meter\/([\w-]+)(\/.*)?$/.exec(req.url ?? '');
    if (!match?.[1]) return void res.writeHead(404).end();
    const into = countsOf(match[1]);
    const body = await readBody(req);
    const abort = new AbortController();
    // The app gave up (a timeout, a closed search): stop the model's reply too.
    res.on('close', () => {
      if (!res.writableFinished) abort.abort();
    });
    const headers = Object.fromEntries(
      Object.entries(req.headers).flatMap(([name, value]) =>
        FORWARDED_REQUEST.test(name) && typeof value === 'string' ? [[name, value]] : [],
      ),
    );
    const reply = await fetch(`${target}${match[2] ?? ''}`, {
      method: req.method ?? 'GET',
      headers,
      ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      signal: abort.signal,
    });
    const replyHeaders: Record<string, string> = {};
    reply.headers.forEach((value, name) => {
      if (FORWARDED_REPLY.test(name)) replyHeaders[name] = value;
    });
    res.writeHead(reply.status, replyHeaders);
    const reader = usageReader(
      (reply.headers.get('content-type') ?? '').includes('text/event-stream'),
      into,
    );
    if (reply.body) {
      const decoder = new TextDecoder();
      for await (const bytes of reply.body) {
        reader.push(decoder.decode(bytes, { stream: true }));
        res.write(bytes);
      }
    }
    reader.end();
    res.end();
  }

  const server = createServer((req, res) => {
    forward(req, res).catch(() => {
      // The app sees a dropped connection, as it would from the provider itself.
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrlFor: (id) => `http://127.0.0.1:${port}/meter/${id}`,
    spent: (id) => ({ ...countsOf(id) }),
    reset: (id) => void counts.set(id, { input: 0, output: 0 }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
