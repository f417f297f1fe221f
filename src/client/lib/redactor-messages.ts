import type { SearchRequestInput } from '../../contract/index.ts';

/** What the page asks the redactor worker, and what it answers. */
export type RedactorRequest =
  | { id: number; kind: 'search'; request: SearchRequestInput }
  | { id: number; kind: 'text'; text: string };

export type RedactorReply =
  | { id: number; ok: true; result: SearchRequestInput | string }
  | { id: number; ok: false; message: string };
