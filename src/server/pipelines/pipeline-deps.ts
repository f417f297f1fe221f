import type { Sources } from '../sources/index.ts';
import type { Llm } from '../llm/index.ts';

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
}
