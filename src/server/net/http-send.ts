import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate } from 'node:zlib';
import { Agent, interceptors, request, type Dispatcher } from 'undici';

export interface HttpInit {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
}

/** An upstream's reply as the server's clients read it: status, headers, the body as bytes. */
export interface HttpReply {
  status: number;
  /** A response header, null when absent. */
  header(name: string): string | null;
  /** The body as it arrives; iterating it to the end (or stopping early) releases the connection. */
  body: AsyncIterable<Uint8Array>;
  /** The whole body. */
  bytes(): Promise<Uint8Array>;
  /** Drops the body unread, releasing the connection. */
  discard(): void;
}

/** One HTTP exchange; rejects on network failure or when `init.signal` aborts. */
export type HttpSend = (url: string, init: HttpInit) => Promise<HttpReply>;

/**
 * Redirects followed, as fetch would. A module-wide dispatcher, so connections to each upstream
 * are kept alive and reused across searches.
 */
let dispatcher: Dispatcher | undefined;
const sharedDispatcher = (): Dispatcher =>
  (dispatcher ??= new Agent().compose(interceptors.redirect({ maxRedirections: 3 })));

const DECODERS: Record<string, (bytes: Uint8Array) => Promise<Uint8Array>> = {
  gzip: promisify(gunzip),
  'x-gzip': promisify(gunzip),
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};

/**
 * No compression is asked for (local and upstream bodies are small, and undici's decompressing
 * interceptor is still experimental); a server that compresses anyway is decoded here.
 */
async function decoded(bytes: Uint8Array, encoding: string | null): Promise<Uint8Array> {
  const decode = encoding ? DECODERS[encoding.trim().toLowerCase()] : undefined;
  return decode ? new Uint8Array(await decode(bytes)) : bytes;
}

/**
 * The server's own HTTP client for upstream calls and the model's stream: undici's `request`, the
 * engine under Node's fetch without the WHATWG Request, Response and web-stream layers on top.
 * Those layers cost about three times as much CPU per call (bench in docs/decisions/012), paid
 * four times on every search's critical path.
 */
export const sendWithUndici: HttpSend = async (url, init) => {
  const reply = await request(url, {
    method: init.method ?? 'GET',
    headers: init.headers,
    body: init.body,
    signal: init.signal,
    dispatcher: sharedDispatcher(),
  });
  const header = (name: string) => {
    const value = reply.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    status: reply.statusCode,
    header,
    body: reply.body,
    bytes: async () =>
      decoded(new Uint8Array(await reply.body.arrayBuffer()), header('content-encoding')),
    discard: () => void reply.body.dump().catch(() => undefined),
  };
};

/** The same exchange through a fetch function: a test's or an embedder's own. */
export function sendWithFetch(fetchImpl: typeof fetch): HttpSend {
  return async (url, init) => {
    const response = await fetchImpl(url, init);
    return {
      status: response.status,
      header: (name) => response.headers.get(name),
      body: response.body ?? (async function* () {})(),
      bytes: async () => new Uint8Array(await response.arrayBuffer()),
      // Not awaited: cancelling a tee'd (cloned) body settles only once its twin is cancelled too.
      discard: () => void response.body?.cancel().catch(() => undefined),
    };
  };
}
