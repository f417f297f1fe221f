import type { Sources } from '../sources/index.ts';
import type { Llm } from '../llm/index.ts';
import type { Tracer } from '../tracing/tracer.ts';

/** The minimum of a pino logger a pipeline needs; never given user text at info level. */
export interface PipelineLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface PipelineDeps {
  sources: Sources;
  /** Null in evidence-only mode (no model configured). */
  llm: Llm | null;
  logger: PipelineLogger;
  now: () => Date;
  /** Records each search as a trace (routes/search.ts); steps find their run by async context. */
  tracer?: Tracer;
}
