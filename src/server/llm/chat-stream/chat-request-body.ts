import type { LlmCall } from '../llm.ts';

/**
 * OpenAI's reasoning models (o1, o3, o4-mini, gpt-5 and later except the plain `-chat` variants)
 * take the system prompt as a developer message, refuse `temperature` and want
 * `max_completion_tokens`: the same rule the AI SDK applies to the other calls.
 */
export function isReasoningModel(modelId: string): boolean {
  if (/^o\d/.test(modelId)) return true;
  const gpt = /^gpt-(\d+)(?:\.(\d+))?(?:-(.+))?$/.exec(modelId);
  if (!gpt) return false;
  const [, major, minor, variant] = gpt;
  return Number(major) >= 5 && !(minor === undefined && variant?.startsWith('chat'));
}

/** The streamed Chat Completions request for one call, as the AI SDK would write it. */
export function chatRequestBody(call: LlmCall, modelId: string): Record<string, unknown> {
  const reasoning = isReasoningModel(modelId);
  const user =
    call.images && call.images.length > 0
      ? [
          { type: 'text', text: call.prompt },
          ...call.images.map((image) => ({
            type: 'image_url',
            // 'high' detail, because lab values in a photo are small print.
            image_url: { url: `data:${image.mediaType};base64,${image.base64}`, detail: 'high' },
          })),
        ]
      : call.prompt;
  return {
    model: modelId,
    ...(reasoning
      ? { max_completion_tokens: call.maxTokens }
      : { max_tokens: call.maxTokens, temperature: call.temperature }),
    messages: [
      { role: reasoning ? 'developer' : 'system', content: call.system },
      { role: 'user', content: user },
    ],
    stream: true,
    stream_options: { include_usage: true },
  };
}
