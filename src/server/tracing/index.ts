import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { createLangSmithExporter } from './langsmith-exporter.ts';
import { createMemoryExporter } from './memory-exporter.ts';
import { createTracer, type Tracer } from './tracer.ts';

export { createMemoryExporter, type MemoryExporter } from './memory-exporter.ts';
export { startSearchTrace, type SearchTrace } from './search-trace.ts';
export { traceEvent, traceStep } from './trace-context.ts';
export { traceLlm } from './traced-llm.ts';
export { traceSources } from './traced-sources.ts';
export { createTracer, type TraceExporter, type Tracer } from './tracer.ts';
export type { RedactedRun } from './redact-trace.ts';

/**
 * LangSmith when LANGSMITH_API_KEY is set; otherwise the in-process store, and nothing is sent
 * anywhere.
 */
export async function createConfiguredTracer(
  config: Config['langsmith'],
  options: { fetch: typeof fetch; logger: Logger },
): Promise<Tracer> {
  const exporter = config.apiKey
    ? await createLangSmithExporter({
        endpoint: config.endpoint,
        apiKey: config.apiKey,
        project: config.project,
        timeoutMs: config.timeoutMs,
        fetch: options.fetch,
        logger: options.logger,
      })
    : createMemoryExporter();
  return createTracer(exporter, options.logger);
}
