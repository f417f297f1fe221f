import { z } from 'zod';

const text = z.string().nullish();

/** One search hit; `markdown` is present when scrapeOptions asked for it. */
export const firecrawlSearchResultSchema = z.looseObject({
  url: text,
  title: text,
  description: text,
  markdown: text,
  metadata: z.record(z.string(), z.unknown()).nullish(),
});
export type FirecrawlSearchResult = z.infer<typeof firecrawlSearchResultSchema>;

/** POST /v2/search answers `data: { web: [...] }`; v1 answered `data: [...]`. */
export const firecrawlSearchResponseSchema = z.looseObject({
  success: z.boolean(),
  data: z
    .union([z.array(z.unknown()), z.looseObject({ web: z.array(z.unknown()).nullish() })])
    .nullish(),
  error: text,
});

export type FirecrawlSearchOutcome =
  | { kind: 'results'; results: FirecrawlSearchResult[] }
  | { kind: 'error'; message: string }
  | { kind: 'unrecognised' };

export function readFirecrawlSearch(json: unknown): FirecrawlSearchOutcome {
  const parsed = firecrawlSearchResponseSchema.safeParse(json);
  if (!parsed.success) return { kind: 'unrecognised' };
  const { success, data, error } = parsed.data;
  if (!success) return { kind: 'error', message: error || 'search failed' };
  const items = Array.isArray(data) ? data : (data?.web ?? []);
  // One odd hit must not cost the others.
  const results = items.flatMap((item) => {
    const result = firecrawlSearchResultSchema.safeParse(item);
    return result.success ? [result.data] : [];
  });
  return { kind: 'results', results };
}

/** A metadata field as one string; Firecrawl gives some of them as arrays. */
export function metadataText(result: FirecrawlSearchResult, field: string): string {
  const value = result.metadata?.[field];
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.trim() : '';
}
