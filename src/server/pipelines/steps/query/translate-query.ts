import type { Language } from '../../../../contract/index.ts';
import type { Llm } from '../../../llm/index.ts';
import { buildTranslationPrompt } from '../../../llm/index.ts';
import { isLikelyEnglish } from './is-likely-english.ts';
import { optimiseEnglishQuery } from './optimise-english-query.ts';

/** Translation sits before retrieval on every non-English search, so it must fail fast. */
export const TRANSLATION_TIMEOUT_MS = 8000;
const TRANSLATION_MAX_TOKENS = 100;
/** One retry: the SDK's backoff would otherwise spend the whole budget before retrieval starts. */
const TRANSLATION_MAX_RETRIES = 1;
const MAX_QUERY_CHARS = 200;

export interface TranslatedQuery {
  query: string;
  /** True when the model produced a query different from the question. */
  translated: boolean;
}

/**
 * Picks the query line out of a chatty reply: drops lead-in lines ("Here is the query:"), labels
 * ("Query:"), list markers, code ticks and surrounding quotes.
 */
export function cleanTranslation(raw: string): string {
  const lines = raw
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.endsWith(':') && !/^```/.test(line));
  const first = lines[0] ?? '';
  // Trailing runs of stops and quotes are tried from their start only (the lookbehinds), so a
  // long run is read once.
  return first
    .replace(/^(?:[-*•]|\d+[.)])\s+/, '')
    .replace(
      /^(?:(?:english|pubmed|search|translated)\s+)*(?:query|translation|search terms?)\s*:\s*/i,
      '',
    )
    .replace(/(?<!\.)\.+$/, '')
    .replace(/^[`"'“”‘’«»]+|(?<![`"'“”‘’«»])[`"'“”‘’«»]+$/g, '')
    .replace(/(?<!\.)\.+$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_CHARS);
}

/**
 * The English search query for a question. English questions are optimised locally with no model
 * call; others go to the fast model. Any failure (no model, error, timeout, abort, empty reply)
 * falls back to the original question (SPEC.md section 7); the caller checks its own signal.
 */
export async function translateQuery(
  llm: Llm | null,
  query: string,
  language: Language,
  signal?: AbortSignal,
): Promise<TranslatedQuery> {
  const original = query.trim();
  if (isLikelyEnglish(original))
    return { query: optimiseEnglishQuery(original), translated: false };
  if (!llm) return { query: original, translated: false };
  try {
    const reply = await llm.generateText({
      role: 'fast',
      ...buildTranslationPrompt(original, language),
      temperature: 0,
      maxTokens: TRANSLATION_MAX_TOKENS,
      timeoutMs: TRANSLATION_TIMEOUT_MS,
      maxRetries: TRANSLATION_MAX_RETRIES,
      signal,
    });
    const cleaned = cleanTranslation(reply);
    if (cleaned === '') return { query: original, translated: false };
    return { query: cleaned, translated: cleaned !== original };
  } catch {
    return { query: original, translated: false };
  }
}
