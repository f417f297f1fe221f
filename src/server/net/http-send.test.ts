import { createServer, type Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionFailure } from './connection-failure.ts';
import { sendWithFetch, sendWithUndici, type HttpSend } from './http-send.ts';

let server: Server;
let base = '';
const seen: { method?: string; body: string; type?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (part: Buffer) => (body += part.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, body, type: req.headers['content-type'] });
      if (req.url === '/moved') {
        res.writeHead(301, { location: '/plain' }).end();
      } else if (req.url === '/gzip') {
        res.writeHead(200, { 'content-encoding': 'gzip', 'retry-after': '3' });
        res.end(gzipSync('<ok>packed</ok>'));
      } else if (req.url === '/slow') {
        setTimeout(() => res.end('late'), 2000);
      } else {
        res.writeHead(req.url === '/busy' ? 429 : 200, { 'retry-after': '7' }).end('plain body');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const text = async (send: HttpSend, path: string) =>
  new TextDecoder().decode(await (await send(`${base}${path}`, {})).bytes());

describe.each([
  ['the server client (undici)', sendWithUndici],
  ['a given fetch', sendWithFetch(fetch)],
])('%s', (_name, send) => {
  it('follows redirects and reads a body compressed unasked, as fetch does', async () => {
    expect(await text(send, '/moved')).toBe('plain body');
    expect(await text(send, '/gzip')).toBe('<ok>packed</ok>');
  });

  it('reports the status and headers of an error reply', async () => {
    const reply = await send(`${base}/busy`, {});
    expect(reply.status).toBe(429);
    expect(reply.header('Retry-After')).toBe('7');
    expect(reply.header('x-missing')).toBeNull();
    reply.discard();
  });

  it('posts a body with its headers', async () => {
    const reply = await send(`${base}/post`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"q":1}',
    });
    reply.discard();
    expect(seen.at(-1)).toEqual({ method: 'POST', body: '{"q":1}', type: 'application/json' });
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('gave up')), 50);
    const started = performance.now();
    await expect(send(`${base}/slow`, { signal: controller.signal })).rejects.toBeTruthy();
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('fails with an error the connection check recognises when nothing listens', async () => {
    // A port that was just free (fetch refuses some well-known ports, such as 9, outright).
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    await new Promise((resolve) => closed.close(resolve));
    const port = typeof address === 'object' && address ? address.port : 0;
    const error: unknown = await send(`http://127.0.0.1:${port}/`, {}).catch(
      (caught: unknown) => caught,
    );
    expect(isConnectionFailure(error)).toBe(true);
  });
});
