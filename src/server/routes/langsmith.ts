import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TraceResponse } from '../../contract/index.ts';
import {
  SESSION_ID_PATTERN,
  TRACE_LIMITS,
  USER_ID_PATTERN,
  traceErrorRequestSchema,
  traceRequestSchema,
  traceResponseSchema,
} from '../../contract/index.ts';
import type { DailyBudget } from '../state/daily-budget.ts';
import { newRunId } from '../tracing/run-id.ts';
import { redactForUpstream } from '../../shared/privacy/redact-for-upstream.ts';

export interface ClientRunPolicy {
  /** Fraction of client runs kept (LANGSMITH_CLIENT_SAMPLE_RATE). */
  sampleRate: number;
  /** Runs kept per client per UTC day (LANGSMITH_CLIENT_RUNS_PER_DAY_PER_CLIENT). */
  budget: DailyBudget;
  /** Draws in [0, 1) for the sampling; Math.random unless a test fixes it. */
  random?: () => number;
}

/** Every string in a client's free-form value, redacted (keys too: they are the client's). */
function redactAny(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactForUpstream(value);
  if (typeof value !== 'object' || value === null || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => redactAny(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      redactForUpstream(key),
      redactAny(item, depth + 1),
    ]),
  );
}

/**
 * The client's ids as run metadata, each only in SPEC.md's shape: a malformed one is left out
 * (and logged) and the run is still recorded, since tracing failures are only logged.
 */
function clientIds(
  request: FastifyRequest,
  ids: { userId?: string | undefined; sessionId?: string | undefined },
): Record<string, string> {
  const kept: Record<string, string> = {};
  const dropped: string[] = [];
  if (ids.userId !== undefined) {
    if (USER_ID_PATTERN.test(ids.userId)) kept.user_id = ids.userId;
    else dropped.push('userId');
  }
  if (ids.sessionId !== undefined) {
    if (SESSION_ID_PATTERN.test(ids.sessionId)) kept.session_id = ids.sessionId;
    else dropped.push('sessionId');
  }
  // The id itself is not logged: a malformed one may be anything, a name included.
  if (dropped.length > 0) request.log.warn({ dropped }, 'client run: malformed id left out');
  return kept;
}

const clientTime = (timestamp: string | number | undefined): Record<string, string> =>
  timestamp === undefined ? {} : { clientTimestamp: new Date(timestamp).toISOString() };

/**
 * SPEC.md section 7, calls 9 and 10: a client records an answer or an error as a run of its own.
 * The text goes through the same redaction as every trace; the reply is the run's id, whether the
 * run goes to LangSmith or stays in this process (tracing failures are only logged).
 *
 * Anyone can call these, so they are sampled and capped per client per day: a run sampled out or
 * past the cap is dropped, nothing is sent upstream, and the reply is a 202 with an id that names
 * no stored run, never an error a browser would retry.
 */
export function registerLangSmithRoutes(
  app: FastifyInstance,
  policy: ClientRunPolicy = {
    sampleRate: app.deps.config.langsmith.clientSampleRate,
    budget: app.deps.clientBudgets.langsmithClientRuns,
  },
): void {
  const { tracer } = app.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // A dropped run is acknowledged (202) in the same shape as a kept one.
  const response = { 200: traceResponseSchema, 202: traceResponseSchema };
  const random = policy.random ?? Math.random;

  /** Whether this client's run is recorded; a kept run is charged to the client's day. */
  async function keep(request: FastifyRequest): Promise<boolean> {
    if (policy.sampleRate < 1 && random() >= policy.sampleRate) return false;
    await policy.budget.refresh(request.ip);
    if (policy.budget.remaining(request.ip) < 1) {
      request.log.debug('client run dropped: the daily cap of client runs is reached');
      return false;
    }
    policy.budget.charge(request.ip, 1);
    return true;
  }
  const dropped = (reply: FastifyReply) =>
    reply.code(202).send({ runId: newRunId() } satisfies TraceResponse);

  const traceOptions = {
    bodyLimit: TRACE_LIMITS.bodyMaxBytes,
    schema: { body: traceRequestSchema, response },
  };
  api.post('/langsmith/traces', traceOptions, async (request, reply) => {
    const { body } = request;
    if (!(await keep(request))) return dropped(reply);
    const run = tracer.startRun({
      name: 'client trace',
      kind: 'chain',
      // A person's words and the answer they got, as a question would leave: redacted here in
      // free-text mode, and again with the whole trace before it is exported.
      inputs: {
        userInput: redactForUpstream(body.userInput),
        ...(body.additionalInfo ? { additionalInfo: redactAny(body.additionalInfo) } : {}),
      },
      metadata: {
        source: 'client',
        searchType: body.searchType,
        language: body.selectedLanguage,
        ...(body.knowledgeLevel ? { knowledgeLevel: body.knowledgeLevel } : {}),
        ...clientTime(body.timestamp),
        ...clientIds(request, body),
      },
      tags: ['client', body.searchType],
    });
    run.end({ aiResponse: redactForUpstream(body.aiResponse) });
    return { runId: run.id } satisfies TraceResponse;
  });

  const errorOptions = {
    bodyLimit: TRACE_LIMITS.bodyMaxBytes,
    schema: { body: traceErrorRequestSchema, response },
  };
  api.post('/langsmith/errors', errorOptions, async (request, reply) => {
    const { body } = request;
    if (!(await keep(request))) return dropped(reply);
    const { context } = body;
    const run = tracer.startRun({
      name: 'client error',
      kind: 'chain',
      inputs:
        context.userInput !== undefined ? { userInput: redactForUpstream(context.userInput) } : {},
      metadata: {
        source: 'client',
        ...(context.searchType ? { searchType: context.searchType } : {}),
        ...(context.selectedLanguage ? { language: context.selectedLanguage } : {}),
        ...(context.knowledgeLevel ? { knowledgeLevel: context.knowledgeLevel } : {}),
        ...clientIds(request, { userId: context.userId }),
      },
      tags: ['client', 'error', ...(context.searchType ? [context.searchType] : [])],
    });
    const { message, stack } = body.error;
    run.fail(redactForUpstream(stack ? `${message}\n${stack}` : message));
    return { runId: run.id } satisfies TraceResponse;
  });
}
