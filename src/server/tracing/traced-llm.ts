import type { z } from 'zod';
import type { Llm, LlmCall, LlmRole, LlmUsage } from '../llm/index.ts';
import { currentRun } from './trace-context.ts';
import type { TraceRun } from './trace-run.ts';
import { TRACE_TEXT_MAX_CHARS } from './redact-trace.ts';

/** Enough of a reply to redact and clip later; the rest is not kept in memory. */
const KEPT_CHARS = TRACE_TEXT_MAX_CHARS * 2;

/** LangSmith's field for token counts on an llm run. */
function usageMetadata(usage: LlmUsage | undefined): Record<string, number> | undefined {
  if (!usage) return undefined;
  const input = usage.inputTokens ?? 0;
  const output = usage.outputTokens ?? 0;
  return {
    input_tokens: input,
    output_tokens: output,
    total_tokens: usage.totalTokens ?? input + output,
  };
}

/** The call as LangSmith shows an llm run's inputs; images are counted, never included. */
function callInputs(call: LlmCall): Record<string, unknown> {
  return {
    messages: [
      { role: 'system', content: call.system.slice(0, KEPT_CHARS) },
      { role: 'user', content: call.prompt.slice(0, KEPT_CHARS) },
    ],
    ...(call.images?.length ? { images: call.images.length } : {}),
    max_tokens: call.maxTokens,
    temperature: call.temperature,
  };
}

interface ModelStep<C extends LlmCall> {
  run: TraceRun;
  call: C;
  usage: () => LlmUsage | undefined;
}

/** A child run for one model call, and the call with a usage listener added. */
function startModelStep<C extends LlmCall>(
  parent: TraceRun,
  call: C,
  models: Partial<Record<LlmRole, string>>,
): ModelStep<C> {
  let usage: LlmUsage | undefined;
  const model = models[call.role];
  const run = parent.child({
    name: `${call.role} model`,
    kind: 'llm',
    inputs: callInputs(call),
    metadata: { ls_provider: 'openai', ...(model ? { ls_model_name: model } : {}) },
  });
  return {
    run,
    usage: () => usage,
    call: {
      ...call,
      onUsage: (reported) => {
        usage = reported;
        call.onUsage?.(reported);
      },
    },
  };
}

function finishOutputs(text: string, usage: LlmUsage | undefined): Record<string, unknown> {
  const tokens = usageMetadata(usage);
  return { text, ...(tokens ? { usage_metadata: tokens } : {}) };
}

/**
 * The model layer, recording each call of a traced search as an llm run: the prompt, the reply,
 * the token usage, the time to the first token of a stream, or the error. Outside a traced search
 * it only calls through.
 */
export function traceLlm(llm: Llm, models: Partial<Record<LlmRole, string>> = {}): Llm {
  return {
    async *streamText(call) {
      const parent = currentRun();
      if (!parent) {
        yield* llm.streamText(call);
        return;
      }
      const step = startModelStep(parent, call, models);
      let text = '';
      let completed = false;
      try {
        for await (const delta of llm.streamText(step.call)) {
          if (text === '') {
            step.run.addMetadata({ timeToFirstTokenMs: Date.now() - step.run.record.startTime });
          }
          if (text.length < KEPT_CHARS) text += delta;
          yield delta;
        }
        completed = true;
        step.run.end(finishOutputs(text, step.usage()));
      } catch (error) {
        step.run.fail(error, finishOutputs(text, step.usage()));
        throw error;
      } finally {
        // The reader stopped early (the client left): the run ends with what was streamed.
        if (!completed) step.run.end({ ...finishOutputs(text, step.usage()), stopped: true });
      }
    },

    async generateText(call) {
      const parent = currentRun();
      if (!parent) return llm.generateText(call);
      const step = startModelStep(parent, call, models);
      try {
        const text = await llm.generateText(step.call);
        step.run.end(finishOutputs(text.slice(0, KEPT_CHARS), step.usage()));
        return text;
      } catch (error) {
        step.run.fail(error);
        throw error;
      }
    },

    async generateObject<T>(call: LlmCall & { schema: z.ZodType<T> }): Promise<T> {
      const parent = currentRun();
      if (!parent) return llm.generateObject(call);
      const step = startModelStep(parent, call, models);
      try {
        const object = await llm.generateObject(step.call);
        const json = (JSON.stringify(object) as string | undefined) ?? '';
        step.run.end(finishOutputs(json.slice(0, KEPT_CHARS), step.usage()));
        return object;
      } catch (error) {
        step.run.fail(error);
        throw error;
      }
    },
  };
}
