import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../../src/server/main.ts', import.meta.url));

/** Runs the real entry point until it exits; what a person sees in the terminal. */
function start(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MAIN], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('starting the server', () => {
  it('names each bad setting on its own line and exits 1, without a stack', async () => {
    const { code, output } = await start({ PORT: 'abc', DOCUMENT_WORKERS: '99' });
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    expect(lines[0]).toBe('Nova Health cannot start: fix these settings (environment or .env):');
    expect(lines.slice(1).map((line) => line.trim().split(':')[0])).toEqual([
      'PORT',
      'DOCUMENT_WORKERS',
    ]);
    expect(lines.filter((line) => line.trimStart().startsWith('at '))).toEqual([]);
    expect(output).not.toContain('"level"');
  });

  it('says "PORT n is already in use" in one line with the fix, and exits 1', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      const { code, output } = await start({ PORT: String(port), HOST: '127.0.0.1' });
      expect(code).toBe(1);
      expect(output.trim()).toBe(
        `PORT ${port} is already in use: stop the other process or set PORT=${port + 1}`,
      );
    } finally {
      taken.close();
    }
  }, 60_000);
});
