import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.ts';
import { createLlm, type Llm } from './llm/index.ts';
import { createSources, type Sources } from './sources/index.ts';
import { registerFirecrawlRoute } from './routes/firecrawl.ts';
import { registerFirecrawlDrugInteractionsRoute } from './routes/firecrawl-drug-interactions.ts';
import { registerFlashcardsRoute } from './routes/flashcards.ts';
import { registerHealthRoutes } from './routes/health.ts';
import { registerOpenAiAudioRoutes } from './routes/openai-audio.ts';
import { registerOpenAiChatRoute } from './routes/openai-chat.ts';
import { registerOpenAiRealtimeRoute } from './routes/openai-realtime.ts';
import { registerPubMedRoute } from './routes/pubmed.ts';
import { registerSearchRoute } from './routes/search.ts';
import { registerTrialRoutes } from './routes/trials.ts';

export interface AppDeps {
  sources: Sources;
  llm: Llm | null;
  now: () => Date;
  fetch: typeof fetch;
  /** Built client to serve; null serves the API only. */
  clientDir: string | null;
  /** Where logs go; stdout by default. Tests read it to prove what is never logged. */
  logStream?: NodeJS.WritableStream;
}

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

/** Strips the query string: `/?query=...` carries a health question that must not reach logs. */
const redactUrl = (url: string): string => url.split('?')[0] ?? url;

export async function buildApp(
  config: Config,
  overrides: Partial<AppDeps> = {},
): Promise<FastifyInstance> {
  const fetchImpl = overrides.fetch ?? fetch;
  const deps: AppDeps = {
    sources: overrides.sources ?? createSources(config, { fetch: fetchImpl }),
    llm: overrides.llm !== undefined ? overrides.llm : createLlm(config.llm, { fetch: fetchImpl }),
    now: overrides.now ?? (() => new Date()),
    fetch: fetchImpl,
    clientDir:
      overrides.clientDir !== undefined
        ? overrides.clientDir
        : existsSync(DEFAULT_CLIENT_DIR)
          ? DEFAULT_CLIENT_DIR
          : null,
  };

  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(overrides.logStream ? { stream: overrides.logStream } : {}),
      serializers: {
        req: (req: { method: string; url: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
        }),
      },
    },
    bodyLimit: 64 * 1024,
    trustProxy: true,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects small style elements for scroll locking; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        // Voice mode posts its SDP offer to the realtime provider, and nowhere else.
        connectSrc: ["'self'", new URL(config.voice.realtimeUrl).origin],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only the product's own sites may embed it (they hand lab files to '/ask').
        frameAncestors: ["'self'", ...config.labMessageOrigins],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.rateLimit.perMinute,
        timeWindow: '1 minute',
      });
      const pipelineDeps = { sources: deps.sources, llm: deps.llm, logger: api.log, now: deps.now };
      registerSearchRoute(api, pipelineDeps, config.rateLimit.modelPerMinute);
      registerPubMedRoute(api, deps.sources);
      registerTrialRoutes(api, deps.sources, deps.llm, config.rateLimit.modelPerMinute);
      registerFirecrawlRoute(api, deps.sources, config.firecrawl.trustedSites);
      registerFirecrawlDrugInteractionsRoute(api, deps.sources);
      registerFlashcardsRoute(api, pipelineDeps, config.rateLimit.modelPerMinute);
      registerOpenAiChatRoute(api, config, deps.fetch);
      await registerOpenAiAudioRoutes(api, config, deps.fetch);
      await registerOpenAiRealtimeRoute(api, config, deps.fetch);
      registerHealthRoutes(api, config);
    },
    { prefix: '/api' },
  );

  const clientDir = deps.clientDir;
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !clientDir) {
      return reply.code(404).send({ error: 'Not found' });
    }
    // Client-side routes: the SPA decides, including its own 404 page.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
