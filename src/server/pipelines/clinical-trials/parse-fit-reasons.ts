import { MAX_FIT_REASONS } from '../../../contract/trial-fit.ts';

const MAX_REASON_CHARS = 240;

/** Removes a ```json ... ``` (or bare ```) wrapper around the whole reply. */
export const stripCodeFence = (reply: string): string =>
  reply
    .trim()
    .replace(/^```[\w-]*\s*\n?/, '')
    // From the start of the spaces before the closing fence only, so a long run is read once.
    .replace(/(?<!\s)\s*```$/, '')
    .trim();

/**
 * SPEC.md section 5: the reply must be a JSON array (after stripping a code fence); anything else
 * yields no reasons. Keeps non-empty strings only, at most 3, each clipped to one line.
 */
export function parseFitReasons(reply: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripCodeFence(reply));
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.replace(/\s+/g, ' ').trim().slice(0, MAX_REASON_CHARS))
    .filter((item) => item !== '')
    .slice(0, MAX_FIT_REASONS);
}
