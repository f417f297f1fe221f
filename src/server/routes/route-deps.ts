import type { DocumentPool } from '../attachments/document-pool.ts';
import type { ClientBudgets } from '../budget/client-budgets.ts';
import type { ModelBudget } from '../state/daily-budget.ts';
import type { Config } from '../config.ts';
import type { Llm } from '../llm/index.ts';
import type { PipelineDeps } from '../pipelines/pipeline-deps.ts';
import type { Reachability, Sources } from '../sources/index.ts';
import type { Tracer } from '../tracing/tracer.ts';

export interface HealthProbes {
  /** Whether the shared state (Redis, when configured) can be reached. */
  ready(): Promise<boolean>;
  /** True from the moment a shutdown starts: the load balancer should send no more work. */
  shuttingDown(): boolean;
}

/**
 * What the API's routes work with, built once by app.ts and decorated on the API scope as
 * `app.deps`, so each route takes what it needs instead of a list of arguments.
 */
export interface RouteDeps {
  config: Config;
  /** The upstream sources, for the routes that call one directly (PubMed, trials, web search). */
  sources: Sources;
  /** The model, each call charged to the client's daily budget; null in evidence-only mode. */
  llm: Llm | null;
  /** What search pipelines run with: the same sources and model, each call a step of the trace. */
  pipeline: PipelineDeps;
  /** The model token budget per client and day. */
  budget: ModelBudget;
  /** The other paid routes' daily budgets (voice, client traces). */
  clientBudgets: ClientBudgets;
  /** Parses uploaded PDFs and images in worker threads. */
  documents: DocumentPool;
  tracer: Tracer;
  /** For the model provider; tests and embedders hand in their own. */
  fetch: typeof fetch;
  health: HealthProbes;
  /** Each upstream's last success and failure, reported by /api/health. */
  reachability: Reachability;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: RouteDeps;
  }
}
