/** How the server's log lines are written: JSON for machines, pino-pretty for a person. */
export type LogFormat = 'json' | 'pretty';

/**
 * Pretty lines only for a person at a terminal in development: stdout is a TTY and NODE_ENV is
 * not 'production'. Tests, CI, containers and log collectors (stdout piped) keep one JSON object
 * per line, which is what they parse.
 */
export function logFormat(env: { NODE_ENV?: string | undefined }, stdoutIsTty: boolean): LogFormat {
  return stdoutIsTty && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/** Fastify's logger `transport` for pretty lines: time of day, level, message, no pid or host. */
export const PRETTY_TRANSPORT = {
  target: 'pino-pretty',
  options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
} as const;
