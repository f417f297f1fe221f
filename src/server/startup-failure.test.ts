import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { startupFailureLines } from './startup-failure.ts';

const listenError = (code: string) => Object.assign(new Error(`listen ${code}`), { code });
const target = { port: 3000, host: '127.0.0.1' };

describe('startupFailureLines', () => {
  it('says a port in use in one line with the fix', () => {
    expect(startupFailureLines(listenError('EADDRINUSE'), target)).toEqual([
      'PORT 3000 is already in use: stop the other process or set PORT=3001',
    ]);
    expect(startupFailureLines(listenError('EACCES'), { ...target, port: 80 })[0]).toMatch(
      /^PORT 80 needs administrator rights.*set PORT=3000/,
    );
    expect(
      startupFailureLines(listenError('EADDRNOTAVAIL'), { ...target, host: '10.9.9.9' })[0],
    ).toMatch(/^HOST 10\.9\.9\.9 is not an address of this machine: set HOST=127\.0\.0\.1/);
  });

  it('gives one line per bad setting, naming it, the value and what it expects', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'abc',
        LOG_LEVEL: 'loud',
        OPENAI_API_KEY: '',
        REDIS_URL: 'http://s3cret',
      });
    } catch (caught) {
      error = caught;
    }
    const lines = startupFailureLines(error);
    expect(lines[0]).toMatch(/^Nova Health cannot start: fix these settings/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      /^ {2}PORT: expected number.*\(got "abc"\).*port the server listens on/,
    );
    expect(lines[2]).toMatch(/^ {2}LOG_LEVEL: .*"info".*\(got "loud"\)/);
    // A secret's value is never printed.
    expect(lines[3]).toMatch(/^ {2}REDIS_URL: .*\(value hidden\)/);
    expect(lines.join('\n')).not.toContain('s3cret');
    expect(lines.filter((line) => line.trimStart().startsWith('at '))).toEqual([]);
  });

  it('says anything else in one line, without a stack', () => {
    const lines = startupFailureLines(new Error('boom\nsecond line'));
    expect(lines).toEqual(['Nova Health could not start: boom (LOG_LEVEL=debug shows the stack)']);
  });
});
