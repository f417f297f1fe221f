import type { SearchRequest } from '../../../contract/index.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { runAnswerStep } from '../steps/answer-step.ts';
import { researchAnswerPlan } from '../steps/research-answer-plan.ts';

export function runUsmlePreparation(
  request: SearchRequest,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
): Promise<void> {
  const step = request.usmleStep ?? 'step-1';
  // SPEC.md section 5: USMLE search always uses the medical-expert level.
  const asked: SearchRequest = {
    ...request,
    medicalKnowledgeLevel: 'medical-expert',
    usmleStep: step,
  };
  // The step prefix shapes the answer; PubMed is searched on the topic alone, since articles
  // rarely mention the exam and an AND on 'USMLE' would empty the results.
  const plan = researchAnswerPlan(
    asked,
    {
      level: 'medical-expert',
      checkEmergency: false,
      promptQuestion: `USMLE ${step} preparation: ${request.query}`,
    },
    deps,
    signal,
  );
  return runAnswerStep(asked, plan, deps, writer, signal);
}
