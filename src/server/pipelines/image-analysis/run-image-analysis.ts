import type { SearchRequest } from '../../../contract/index.ts';
import { LIMITS } from '../../../contract/index.ts';
import type { PreparedAttachment } from '../../attachments/prepared-attachment.ts';
import type { Llm, LlmImage } from '../../llm/index.ts';
import type { SearchStreamWriter } from '../../stream/search-stream.ts';
import type { PipelineDeps } from '../pipeline-deps.ts';
import { runAnswerStep, type AnswerPlan, type Gathered } from '../steps/answer-step.ts';
import { researchSources } from '../steps/finish-search.ts';
import { numberEvidence } from '../steps/number-references.ts';
import type { RetrievedEvidence } from '../steps/retrieve-evidence.ts';
import { withModelFailureCause } from '../steps/model-failure-cause.ts';
import {
  keywordSourcesAsked,
  retrieveKeywordEvidence,
  type KeywordResearch,
} from '../steps/retrieve-keyword-evidence.ts';
import { buildImageDescriptionPrompt, buildImageResearchPrompt } from './image-analysis-prompt.ts';
import { clipImageEvidence } from './image-evidence.ts';
import { IMAGE_TEXTS } from './image-texts.ts';
import { readImageKeywords } from './read-image-keywords.ts';

interface DescribedImage extends Gathered {
  description: string;
  retrieved: RetrievedEvidence;
}

/**
 * SPEC.md section 4, image: the vision model describes the image and names search terms; with
 * terms, research is added and a combined analysis streamed with citations; without, the
 * description is the answer. There is nothing to say about a picture without a model.
 */
export async function runImageAnalysis(
  request: SearchRequest,
  deps: PipelineDeps,
  writer: SearchStreamWriter,
  signal: AbortSignal,
  attachment: PreparedAttachment | null,
): Promise<void> {
  if (attachment?.kind !== 'image') throw new Error('image-analysis search without an image');
  const { llm } = deps;
  if (!llm) {
    writer.data('status', { phase: 'searching', answerMode: 'evidence-excerpts' });
    return writer.error(IMAGE_TEXTS.needsModel);
  }
  const research: KeywordResearch = { articles: LIMITS.labResearchArticles, web: true };
  const plan: AnswerPlan<DescribedImage> = {
    level: request.medicalKnowledgeLevel,
    checkEmergency: true,
    translate: false,
    asking: keywordSourcesAsked(research, deps),
    gather: async (_query, report) => {
      const described = await describeImage(llm, attachment.image, request, deps, signal);
      if (signal.aborted) return null;
      if (!described.ok) {
        writer.error(withModelFailureCause(IMAGE_TEXTS.failed, described.error, 'status-text'));
        return null;
      }
      const retrieved = await retrieveKeywordEvidence(
        described.keywords,
        research,
        deps,
        signal,
        report,
      );
      if (signal.aborted) return null;
      const evidence = clipImageEvidence(numberEvidence(retrieved));
      return { description: described.description, retrieved, evidence };
    },
    // With no research found, the description is the answer.
    prompt: ({ description, evidence }) =>
      evidence.length === 0
        ? null
        : buildImageResearchPrompt({
            question: request.query,
            description,
            level: request.medicalKnowledgeLevel,
            language: request.language,
            evidence,
          }),
    fallback: ({ description }) => description,
    fallbackByModel: true,
    // The description is the failing model's own text and no excerpt of a source, so a failed
    // analysis stays SPEC.md's error rather than a half answer labelled as something it is not.
    modelFailure: {
      log: 'image analysis failed',
      text: IMAGE_TEXTS.failed,
      explainCause: true,
      causeDetail: 'status-text',
      fallBack: false,
    },
    maxTokens: LIMITS.visionMaxTokens,
    sources: ({ retrieved }) => researchSources(retrieved, ['Image analysis']),
    followUps: true,
  };
  await runAnswerStep(request, plan, deps, writer, signal);
}

type Described =
  { ok: true; description: string; keywords: string[] } | { ok: false; error: unknown };

/** The vision call, or why it failed (logged without the reply, which may describe a person). */
async function describeImage(
  llm: Llm,
  image: LlmImage,
  request: SearchRequest,
  deps: PipelineDeps,
  signal: AbortSignal,
): Promise<Described> {
  try {
    const reply = await llm.generateText({
      role: 'vision',
      ...buildImageDescriptionPrompt(
        request.query,
        request.medicalKnowledgeLevel,
        request.language,
      ),
      images: [image],
      maxTokens: LIMITS.visionMaxTokens,
      temperature: LIMITS.visionTemperature,
      timeoutMs: LIMITS.labTimeoutMs,
      signal,
    });
    const read = readImageKeywords(reply);
    if (read.description === '') throw new Error('empty image description');
    return { ok: true, ...read };
  } catch (error) {
    if (!signal.aborted) {
      deps.logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        'image description failed',
      );
    }
    return { ok: false, error };
  }
}
