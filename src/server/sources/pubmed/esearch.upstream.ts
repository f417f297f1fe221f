import { z } from 'zod';

const numeric = z.string().regex(/^\d+$/);

/** E-utilities esearch with retmode=json: the fields this app reads, others passed through. */
export const esearchResponseSchema = z.looseObject({
  header: z.looseObject({ type: z.literal('esearch') }).optional(),
  esearchresult: z.looseObject({
    count: numeric,
    retmax: numeric,
    retstart: numeric,
    idlist: z.array(numeric),
    querytranslation: z.string().optional(),
  }),
});
export type EsearchResponse = z.infer<typeof esearchResponseSchema>;

/**
 * NCBI reports failures inside a JSON body, sometimes with HTTP 200: at the top level
 * (`{"error":"API rate limit exceeded",...}`) or inside the result (`{"esearchresult":{"ERROR":...}}`).
 */
export const eutilsErrorSchema = z.looseObject({ error: z.string().min(1) });
export const esearchErrorSchema = z.looseObject({
  esearchresult: z.looseObject({ ERROR: z.string().min(1) }),
});

export type EsearchOutcome =
  | { kind: 'ids'; ids: string[]; count: number }
  | { kind: 'error'; message: string }
  | { kind: 'unrecognised' };

export function readEsearch(json: unknown): EsearchOutcome {
  const topLevel = eutilsErrorSchema.safeParse(json);
  if (topLevel.success) return { kind: 'error', message: topLevel.data.error };
  const inResult = esearchErrorSchema.safeParse(json);
  if (inResult.success) return { kind: 'error', message: inResult.data.esearchresult.ERROR };
  const parsed = esearchResponseSchema.safeParse(json);
  if (!parsed.success) return { kind: 'unrecognised' };
  const result = parsed.data.esearchresult;
  return { kind: 'ids', ids: [...new Set(result.idlist)], count: Number(result.count) };
}
