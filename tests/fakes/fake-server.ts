import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
  /** The body's bytes, for binary uploads (multipart audio) that UTF-8 text would mangle. */
  raw: Buffer;
  /** When the request arrived (performance.now()), for tests of an upstream's rate limit. */
  receivedAt: number;
}

export interface FakeServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export type FakeHandler = (request: RecordedRequest, res: ServerResponse) => void | Promise<void>;

/** Starts a real HTTP server on loopback that records requests and answers through `handler`. */
export async function startFakeServer(handler: FakeHandler, port = 0): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const receivedAt = performance.now();
    const chunks: Buffer[] = [];
    try {
      for await (const chunk of req) chunks.push(chunk as Buffer);
    } catch {
      // The client gave up while sending (its own timeout, as a real upstream sees it): there
      // is no request to record or answer.
      return;
    }
    const raw = Buffer.concat(chunks);
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://fake.local'),
      headers: req.headers,
      body: raw.toString('utf8'),
      raw,
      receivedAt,
    };
    requests.push(recorded);
    try {
      await handler(recorded, res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  });
  // Like real upstreams, keep connections open for reuse; close() ends them all at once.
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${boundPort}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));
