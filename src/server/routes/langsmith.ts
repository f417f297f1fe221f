import type { FastifyInstance } from 'fastify';
import type { TraceResponse } from '../../contract/index.ts';
import { TRACE_LIMITS, traceErrorRequestSchema, traceRequestSchema } from '../../contract/index.ts';
import type { Tracer } from '../tracing/tracer.ts';
import { parseBody } from './parse-body.ts';

const clientTime = (timestamp: string | number | undefined): Record<string, string> =>
  timestamp === undefined ? {} : { clientTimestamp: new Date(timestamp).toISOString() };

/**
 * SPEC.md section 7, calls 9 and 10: a client records an answer or an error as a run of its own.
 * The text goes through the same redaction as every trace; the reply is the run's id, whether the
 * run goes to LangSmith or stays in this process (tracing failures are only logged).
 */
export function registerLangSmithRoutes(app: FastifyInstance, tracer: Tracer): void {
  const options = { bodyLimit: TRACE_LIMITS.bodyMaxBytes };

  app.post('/langsmith/traces', options, async (request, reply) => {
    const body = parseBody(traceRequestSchema, request.body, reply);
    if (!body) return reply;
    const run = tracer.startRun({
      name: 'client trace',
      kind: 'chain',
      inputs: {
        userInput: body.userInput,
        ...(body.additionalInfo ? { additionalInfo: body.additionalInfo } : {}),
      },
      metadata: {
        source: 'client',
        searchType: body.searchType,
        language: body.selectedLanguage,
        ...(body.knowledgeLevel ? { knowledgeLevel: body.knowledgeLevel } : {}),
        ...clientTime(body.timestamp),
        ...(body.userId ? { user_id: body.userId } : {}),
        ...(body.sessionId ? { session_id: body.sessionId } : {}),
      },
      tags: ['client', body.searchType],
    });
    run.end({ aiResponse: body.aiResponse });
    return { runId: run.id } satisfies TraceResponse;
  });

  app.post('/langsmith/errors', options, async (request, reply) => {
    const body = parseBody(traceErrorRequestSchema, request.body, reply);
    if (!body) return reply;
    const { context } = body;
    const run = tracer.startRun({
      name: 'client error',
      kind: 'chain',
      inputs: context.userInput !== undefined ? { userInput: context.userInput } : {},
      metadata: {
        source: 'client',
        ...(context.searchType ? { searchType: context.searchType } : {}),
        ...(context.selectedLanguage ? { language: context.selectedLanguage } : {}),
        ...(context.knowledgeLevel ? { knowledgeLevel: context.knowledgeLevel } : {}),
        ...(context.userId ? { user_id: context.userId } : {}),
      },
      tags: ['client', 'error', ...(context.searchType ? [context.searchType] : [])],
    });
    const { message, stack } = body.error;
    run.fail(stack ? `${message}\n${stack}` : message);
    return { runId: run.id } satisfies TraceResponse;
  });
}
