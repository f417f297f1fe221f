/**
 * The one way integration tests post a search: every file reads the same outcome, so a change to
 * the stream's parts is made here once rather than in each file's own copy.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { searchDataSchemas, type SearchRequestInput } from '../../src/contract/index.ts';
import { answerText, dataOf, parseSse, type StreamChunk } from './read-sse.ts';

/** What a refused request says (a 4xx or 5xx reply is JSON, not a stream). */
const refusalSchema = z.object({ error: z.string().optional() });

export interface SearchOutcome {
  /** The raw reply, for its headers and exact body. */
  response: LightMyRequestResponse;
  status: number;
  json: z.infer<typeof refusalSchema>;
  chunks: StreamChunk[];
  text: string;
  errors: string[];
  lab: ReturnType<typeof searchDataSchemas.lab.parse> | undefined;
  references: ReturnType<typeof searchDataSchemas.references.parse>['references'];
  result: ReturnType<typeof searchDataSchemas.result.parse> | undefined;
  followUps: string[];
}

export interface SearchOptions {
  /** The client's address, for tests of per-client limits. */
  remoteAddress?: string;
}

/** POST /api/search and read the stream: every part validated with the contract's schema. */
export async function postSearch(
  app: FastifyInstance,
  body: Partial<SearchRequestInput>,
  options: SearchOptions = {},
): Promise<SearchOutcome> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/search',
    payload: body,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  const streamed = response.headers['content-type']?.startsWith('text/event-stream') ?? false;
  const chunks = streamed ? parseSse(response.body) : [];
  const lab = dataOf(chunks, 'lab')[0];
  const result = dataOf(chunks, 'result')[0];
  const references = dataOf<{ references: unknown[] }>(chunks, 'references')[0];
  return {
    response,
    status: response.statusCode,
    json: streamed ? {} : refusalSchema.parse(response.json()),
    chunks,
    text: answerText(chunks),
    errors: chunks.filter((c) => c.type === 'error').map((c) => String(c.errorText)),
    lab: lab === undefined ? undefined : searchDataSchemas.lab.parse(lab),
    references: references ? searchDataSchemas.references.parse(references).references : [],
    result: result === undefined ? undefined : searchDataSchemas.result.parse(result),
    followUps: dataOf<{ questions: string[] }>(chunks, 'followups')[0]?.questions ?? [],
  };
}
