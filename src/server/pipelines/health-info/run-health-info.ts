import type { SearchRequest } from '../../../contract/index.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { runAnswerStep } from '../steps/answer-step.ts';
import { researchAnswerPlan } from '../steps/research-answer-plan.ts';

/** SPEC.md section 4, health information: the research answer at the reader's level. */
export function runHealthInfo(
  request: SearchRequest,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  const plan = researchAnswerPlan(
    request,
    { level: request.medicalKnowledgeLevel, checkEmergency: true, promptQuestion: request.query },
    deps,
    signal,
  );
  return runAnswerStep(request, plan, deps, writer, signal);
}
