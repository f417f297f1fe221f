import type { SearchRequest } from '../../contract/index.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import { answerWithEvidence } from './answer-with-evidence.ts';
import type { PipelineDeps } from './pipeline-deps.ts';

export function runUsmlePreparation(
  request: SearchRequest,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  const step = request.usmleStep ?? 'step-1';
  return answerWithEvidence(
    // SPEC.md section 5: USMLE search always uses the medical-expert level.
    { ...request, medicalKnowledgeLevel: 'medical-expert', usmleStep: step },
    {
      level: 'medical-expert',
      checkEmergency: false,
      // The step prefix shapes the answer; PubMed is searched on the topic alone, since
      // articles rarely mention the exam and an AND on 'USMLE' would empty the results.
      retrievalQuery: (english) => english,
      promptQuestion: `USMLE ${step} preparation: ${request.query}`,
    },
    deps,
    writer,
    signal,
  );
}
