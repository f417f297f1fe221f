import type { SearchRequest } from '../../contract/index.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import { answerWithEvidence } from './answer-with-evidence.ts';
import type { PipelineDeps } from './pipeline-deps.ts';

/** SPEC.md section 4: append 'drug interactions' to the query, then search and summarise. */
export function runDrugInteractions(
  request: SearchRequest,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  return answerWithEvidence(
    request,
    {
      level: request.medicalKnowledgeLevel,
      checkEmergency: true,
      retrievalQuery: (english) =>
        /drug interactions?/i.test(english) ? english : `${english} drug interactions`,
      promptQuestion: request.query,
    },
    deps,
    writer,
    signal,
  );
}
