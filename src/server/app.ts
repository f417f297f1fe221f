import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.ts';
import { registerApiHooks } from './api-hooks.ts';
import { createDocumentPool } from './attachments/document-pool.ts';
import { BodyAdmission, registerBodyAdmission } from './body-admission.ts';
import { apiErrorHandler, registerJsonBodyParser } from './request-errors.ts';
import { serializerCompiler, validatorCompiler } from './routes/contract-validation.ts';
import { securityHeaders } from './security-headers.ts';
import { noteAcceptedConnection } from './work-turns.ts';
import { createClientBudgets } from './budget/client-budgets.ts';
import { meteredLlm } from './budget/metered-llm.ts';
import { createSharedState, type SharedState } from './state/index.ts';
import { createLlm, type Llm } from './llm/index.ts';
import { createReachability, createSources, type Sources } from './sources/index.ts';
import { logFormat, PRETTY_TRANSPORT } from './log-format.ts';
import { openAiErrorBody } from './proxy/openai-error.ts';
import { requestId } from './request-id.ts';
import { registerApiRoutes, SEARCH_BODY_LIMIT, type RouteDeps } from './routes/index.ts';
import { createConfiguredTracer, traceLlm, traceSources, type Tracer } from './tracing/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by main.ts on SIGTERM: readiness answers 503 while connections are still taken. */
    lifecycle: { draining: boolean };
  }
}

export interface AppDeps {
  sources: Sources;
  llm: Llm | null;
  now: () => Date;
  fetch: typeof fetch;
  /** Built client to serve; null serves the API only. */
  clientDir: string | null;
  /**
   * Where logs go; stdout by default (pino-pretty lines at a terminal in development, JSON
   * otherwise). Tests read it to prove what is never logged.
   */
  logStream?: NodeJS.WritableStream;
  /** Where traces go; from LANGSMITH_* by default (tests pass a memory store to read). */
  tracer?: Tracer;
  /** Rate limits, budgets and caches: from REDIS_URL by default (in this process without it). */
  sharedState?: SharedState;
}

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** Longest a connection may sit silent, a streamed answer included (the model's own limit is shorter). */
const CONNECTION_IDLE_MS = 5 * 60_000;

/** What an OpenAI client shows for a path the proxy does not serve, with the ones it does. */
const unknownOpenAiUrl = (method: string, path: string): string =>
  `Invalid URL (${method} ${path}): this server answers POST /api/openai/chat/completions (the Chat Completions API; with the AI SDK use provider.chat(model)) and GET /api/openai/models.`;

/** Strips the query string: `/?query=...` carries a health question that must not reach logs. */
const redactUrl = (url: string): string => url.split('?')[0] ?? url;

export async function buildApp(
  config: Config,
  overrides: Partial<AppDeps> = {},
): Promise<FastifyInstance> {
  const fetchImpl = overrides.fetch ?? fetch;
  const sharedState = overrides.sharedState ?? createSharedState(config.redisUrl);
  const budget = sharedState.modelBudget(config.rateLimit.modelTokensPerDay);
  // The other paid routes' daily budgets (voice, client traces), shared the same way.
  const clientBudgets = createClientBudgets(sharedState, config);
  // Upstreams and the model's stream go through the server's own HTTP client (net/http-send.ts)
  // unless a test or an embedder hands in a fetch of its own.
  // Each upstream call's outcome: health reports it, and answers tell "offline" from an outage.
  const reachability = createReachability();
  const llm =
    overrides.llm !== undefined ? overrides.llm : createLlm(config.llm, { fetch: overrides.fetch });
  const deps: AppDeps = {
    sources:
      overrides.sources ??
      createSources(config, { fetch: overrides.fetch, sharedState, reachability }),
    // Every model call a route makes is charged to the requesting client's daily budget.
    llm: llm ? meteredLlm(llm, budget) : null,
    now: overrides.now ?? (() => new Date()),
    fetch: fetchImpl,
    clientDir:
      overrides.clientDir !== undefined
        ? overrides.clientDir
        : existsSync(DEFAULT_CLIENT_DIR)
          ? DEFAULT_CLIENT_DIR
          : null,
  };

  const pretty =
    !overrides.logStream && logFormat(process.env, process.stdout.isTTY === true) === 'pretty';
  const app = Fastify({
    genReqId: requestId,
    logger: {
      level: config.logLevel,
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
      ...(pretty ? { transport: PRETTY_TRANSPORT } : {}),
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
        }),
      },
    },
    bodyLimit: 64 * 1024,
    // The socket's address is the client unless TRUST_PROXY names the proxies in front.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // A body that trickles in is cut off (408) instead of holding a connection open for ever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: CONNECTION_IDLE_MS,
    // Given to Node at creation too: set only afterwards (as Fastify does), it is not enforced.
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(100, config.requestTimeoutMs / 4)),
    },
  });
  // Route schemas are the contract's zod schemas: bodies validated, replies checked against them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Search starts hold back while a burst of connections is still being accepted.
  app.server.on('connection', noteAcceptedConnection);
  // Bodies in flight are counted before they are read; JSON is depth-checked before it is parsed.
  registerBodyAdmission(app, new BodyAdmission(config.requestBodyBudgetBytes, SEARCH_BODY_LIMIT));
  registerJsonBodyParser(app);
  // Every uploaded PDF and image is parsed in worker threads, never on this one.
  const documents = createDocumentPool(config.documents);
  app.addHook('onClose', () => documents.close());

  const tracer =
    overrides.tracer ??
    (await createConfiguredTracer(config.langsmith, { fetch: fetchImpl, logger: app.log }));
  // Queued traces are sent (within a bounded wait) before the server exits.
  app.addHook('onClose', () => tracer.close());
  sharedState.useLogger(app.log);
  // Starts with Redis connected when it can (commands never queue for it; they fall back instead).
  if (sharedState.kind === 'redis' && !(await sharedState.ready())) {
    app.log.warn('Redis is not reachable yet; this instance counts alone until it is');
  }
  // Runs once running requests have finished (Fastify closes the server before onClose hooks).
  if (!overrides.sharedState) app.addHook('onClose', () => sharedState.close());
  let shuttingDown = false;
  app.decorate('lifecycle', { draining: false });
  app.addHook('preClose', (done) => {
    shuttingDown = true;
    done();
  });

  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets a page or worker compile WebAssembly (the on-device OCR engine,
        // served from here) and nothing else: eval and new Function stay blocked.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        // Radix injects small style elements for scroll locking; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        // Voice mode posts its SDP offer to the realtime provider, and nowhere else.
        connectSrc: ["'self'", new URL(config.voice.realtimeUrl).origin],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        // The installable app: its service worker (/sw.js) and manifest come from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only the product's own sites may embed it (they hand lab files to '/ask').
        frameAncestors: ["'self'", ...config.labMessageOrigins],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    // On every reply, errors included: the id a user or client quotes to find the log line.
    void reply.header('x-request-id', request.id);
    done();
  });

  await app.register(
    async (api) => {
      api.setErrorHandler(apiErrorHandler);
      await api.register(rateLimit, {
        max: config.rateLimit.perMinute,
        timeWindow: '1 minute',
        // Counted in Redis with REDIS_URL, so a client's limit holds across every instance.
        ...(sharedState.rateLimitStore ? { store: sharedState.rateLimitStore } : {}),
        // A sentence a person can act on, in the `error` field every client of this API reads.
        errorResponseBuilder: (_request, context) => {
          const text = `Too many requests from this connection. Please try again in ${context.after}.`;
          // `message` for the routes that answer in OpenAI's error shape.
          return { statusCode: context.statusCode, error: text, message: text };
        },
      });
      registerApiHooks(api, { budget, modelConfigured: deps.llm !== null });
      const routeDeps: RouteDeps = {
        config,
        sources: deps.sources,
        llm: deps.llm,
        pipeline: {
          // Each source and model call of a traced search records itself as a step of the trace.
          sources: traceSources(deps.sources),
          llm: deps.llm && traceLlm(deps.llm, config.llm?.models),
          logger: api.log,
          now: deps.now,
          tracer,
          reachability,
        },
        budget,
        clientBudgets,
        documents,
        tracer,
        fetch: deps.fetch,
        health: {
          ready: () => sharedState.ready(),
          shuttingDown: () => shuttingDown || app.lifecycle.draining,
        },
        reachability,
      };
      api.decorate('deps', routeDeps);
      await registerApiRoutes(api);
    },
    { prefix: '/api' },
  );

  const clientDir = deps.clientDir;
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      // Source maps are built hidden (vite.config.ts) and never served.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = redactUrl(request.url);
    if (
      path.startsWith('/api/') ||
      path.endsWith('.map') ||
      request.method !== 'GET' ||
      !clientDir
    ) {
      if (path.startsWith('/api/')) void reply.header('cache-control', 'no-store');
      // OpenAI clients read only OpenAI's error shape (the AI SDK's default Responses API lands here).
      if (path.startsWith('/api/openai/')) {
        return reply
          .code(404)
          .send(openAiErrorBody(unknownOpenAiUrl(request.method, path), 'invalid_request_error'));
      }
      return reply.code(404).send({ error: 'Not found' });
    }
    // Client-side routes: the SPA decides, including its own 404 page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
