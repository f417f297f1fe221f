import type { LlmCall } from '../llm/index.ts';

/** About four characters a token for English text: a bound, not a bill. */
export const tokensForText = (chars: number): number => Math.ceil(chars / 4);

/**
 * What one image costs at OpenAI's 'high' detail, rounded up: 85 base tokens plus 170 per 512 px
 * tile, and a tall page image scaled to 768 x 2000 px has eight tiles.
 */
export const IMAGE_TOKENS = 1500;

/** A model call's reserve: its prompt and images in, and the most it may write out. */
export function estimateCallTokens(call: LlmCall, defaultMaxTokens: number): number {
  return (
    tokensForText(call.system.length + call.prompt.length) +
    (call.images?.length ?? 0) * IMAGE_TOKENS +
    (call.maxTokens ?? defaultMaxTokens)
  );
}
