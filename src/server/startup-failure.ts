import { ConfigError } from './config.ts';
import { failureCode } from './net/connection-failure.ts';

/** Where the server was asked to listen, for the sentence that says why it could not. */
export interface ListenTarget {
  port: number;
  host: string;
}

/**
 * What a person reads when the server cannot start: one line per problem, each saying what to
 * change; never a stack trace or a JSON log line (the cause is a setting, not a bug).
 */
export function startupFailureLines(error: unknown, target?: ListenTarget): string[] {
  if (error instanceof ConfigError) {
    return [
      'Nova Health cannot start: fix these settings (environment or .env):',
      ...error.problems.map((line) => `  ${line}`),
    ];
  }
  const code = failureCode(error);
  if (target && code === 'EADDRINUSE') {
    return [
      `PORT ${target.port} is already in use: stop the other process or set PORT=${target.port + 1}`,
    ];
  }
  if (target && code === 'EACCES') {
    return [
      `PORT ${target.port} needs administrator rights on this system: set PORT=3000 (any port from 1024 up)`,
    ];
  }
  if (target && (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')) {
    return [
      `HOST ${target.host} is not an address of this machine: set HOST=127.0.0.1 (this machine only) or HOST=0.0.0.0 (every network interface)`,
    ];
  }
  const message = error instanceof Error ? error.message : String(error);
  return [
    `Nova Health could not start: ${message.split('\n')[0] ?? message} (LOG_LEVEL=debug shows the stack)`,
  ];
}
