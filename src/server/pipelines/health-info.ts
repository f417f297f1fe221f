import type { SearchRequest } from '../../contract/index.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import { answerWithEvidence } from './answer-with-evidence.ts';
import type { PipelineDeps } from './pipeline-deps.ts';

export function runHealthInfo(
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
      retrievalQuery: (english) => english,
      promptQuestion: request.query,
    },
    deps,
    writer,
    signal,
  );
}
