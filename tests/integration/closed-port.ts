import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

/** A loopback URL where nothing listens: connecting to it is refused at once. */
export async function refusedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
