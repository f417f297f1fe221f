import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { dnsWarning, unresolvedHosts, upstreamUrls } from './net/dns-check.ts';
import { startupFailureLines, type ListenTarget } from './startup-failure.ts';
import { warmUpQuestionChecks } from './warm-up.ts';

/**
 * A start-up failure is nearly always a setting to fix: one readable line each on stderr and exit
 * 1. The stack only with LOG_LEVEL=debug or trace, for the rare failure that is a bug.
 */
function fail(error: unknown, target?: ListenTarget): never {
  process.stderr.write(`${startupFailureLines(error, target).join('\n')}\n`);
  const verbose = ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');
  if (verbose && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exit(1);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  fail(error);
}
const app = await buildApp(config).catch((error: unknown) => fail(error));
warmUpQuestionChecks();

/** After the drain timeout, this much longer for the close hooks (traces, Redis) before exiting anyway. */
const CLOSE_HOOKS_GRACE_MS = 5_000;
let stopping = false;

/**
 * Graceful stop: readiness turns false (for DRAIN_DELAY_MS on SIGTERM), the listener closes (new connections are refused, new
 * requests on open connections get 503), running requests and answer streams finish, then the
 * process exits. Streams still running after SHUTDOWN_TIMEOUT_MS are cut so the exit is bounded.
 */
const shutdown = async (signal: string): Promise<void> => {
  if (stopping) return;
  stopping = true;
  // A load balancer learns from readiness that this instance is leaving, while it still takes
  // connections; only then is the listener closed. Ctrl-C (SIGINT) at a terminal does not wait.
  if (signal === 'SIGTERM' && config.drainDelayMs > 0) {
    app.lifecycle.draining = true;
    app.log.info({ signal, drainDelayMs: config.drainDelayMs }, 'draining: readiness is 503');
    await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
  }
  app.log.info(
    { signal, timeoutMs: config.shutdownTimeoutMs },
    'shutting down: finishing running requests',
  );
  const cut = setTimeout(() => {
    app.log.warn('requests still running at SHUTDOWN_TIMEOUT_MS; closing their connections');
    app.server.closeAllConnections();
    setTimeout(() => process.exit(1), CLOSE_HOOKS_GRACE_MS).unref();
  }, config.shutdownTimeoutMs);
  cut.unref();
  // Node closes idle keep-alive connections once, when closing starts; a connection whose stream
  // ends later would otherwise hold the exit until the client's own keep-alive timeout.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 200);
  sweep.unref();
  await app.close();
  clearInterval(sweep);
  clearTimeout(cut);
  app.log.info('stopped');
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

/**
 * Connections the kernel may hold for us while the event loop is busy. Node's default (511) is
 * smaller than one burst of searches; once it is full, new connections wait for TCP's
 * retransmission backoff (1, 3, 7 s) before they are even seen. The kernel caps it at somaxconn.
 */
const LISTEN_BACKLOG = 4096;

try {
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
} catch (error) {
  fail(error, { port: config.port, host: config.host });
}
app.log.info(
  {
    mode: config.llm ? 'model' : 'evidence-only',
    webSearch: config.firecrawl.apiKey !== undefined,
    sharedState: config.redisUrl ? 'redis' : 'in-process',
  },
  config.llm
    ? 'Nova Health is ready'
    : 'Nova Health is ready in evidence-only mode (no OPENAI_API_KEY or OPENAI_BASE_URL set)',
);

// Offline (no internet or DNS) is the commonest first-hour surprise: one lookup per upstream
// host, after listening so start-up never waits for it, and one warning if names do not resolve.
if (process.env.NODE_ENV !== 'test') {
  const upstreams = upstreamUrls(config);
  void unresolvedHosts(upstreams).then((unresolved) => {
    const warning = dnsWarning(Object.keys(upstreams).length, unresolved);
    if (warning) app.log.warn({ unresolved }, warning);
  });
}
