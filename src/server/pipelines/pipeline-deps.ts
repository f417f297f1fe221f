import type { Llm } from '../llm/index.ts';
import type { Logger } from '../logger.ts';
import type { Reachability, Sources } from '../sources/index.ts';
import type { Tracer } from '../tracing/tracer.ts';

export interface PipelineDeps {
  sources: Sources;
  /** Null in evidence-only mode (no model configured). */
  llm: Llm | null;
  logger: Logger;
  now: () => Date;
  /** Records each search as a trace (routes/search.ts); steps find their run by async context. */
  tracer?: Tracer;
  /** Each upstream's last outcome: tells "this machine is offline" from one source's outage. */
  reachability?: Reachability;
}
