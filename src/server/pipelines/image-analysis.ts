import type { SearchRequest } from '../../contract/index.ts';
import { LIMITS } from '../../contract/index.ts';
import type { PreparedAttachment } from '../attachments/prepared-attachment.ts';
import type { Llm, LlmImage } from '../llm/index.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import { announceReferences } from './announce-references.ts';
import { finishSearch, researchSources } from './finish-search.ts';
import {
  buildImageDescriptionPrompt,
  buildImageResearchPrompt,
} from './image-analysis/image-analysis-prompt.ts';
import { clipImageEvidence } from './image-analysis/image-evidence.ts';
import { IMAGE_TEXTS } from './image-analysis/image-texts.ts';
import { readImageKeywords } from './image-analysis/read-image-keywords.ts';
import { numberEvidence } from './number-references.ts';
import type { PipelineDeps } from './pipeline-deps.ts';
import { retrieveKeywordEvidence } from './retrieve-keyword-evidence.ts';
import { streamModelAnswer } from './stream-model-answer.ts';
import { warnOnEmergency } from './warn-on-emergency.ts';

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
  if (!deps.llm) {
    writer.data('status', { phase: 'searching', answerMode: 'evidence-excerpts' });
    return writer.error(IMAGE_TEXTS.needsModel);
  }
  const answerMode = 'ai-summary';
  writer.data('status', { phase: 'searching', answerMode });
  const emergency = warnOnEmergency(request.query, request.language, writer);

  const described = await describeImage(deps.llm, attachment.image, request, deps, signal);
  if (signal.aborted) return;
  if (described === null) return writer.error(IMAGE_TEXTS.failed);
  const { description, keywords } = described;

  const retrieved = await retrieveKeywordEvidence(
    keywords,
    { articles: LIMITS.labResearchArticles, web: true },
    deps,
    signal,
  );
  if (signal.aborted) return;
  const evidence = clipImageEvidence(numberEvidence(retrieved));
  const references = evidence.map((item) => item.reference);
  announceReferences(references, retrieved, writer, answerMode);

  let answer = description;
  if (evidence.length === 0) {
    writer.text(description);
  } else {
    const prompt = buildImageResearchPrompt({
      question: request.query,
      description,
      level: request.medicalKnowledgeLevel,
      language: request.language,
      evidence,
    });
    const streamed = await streamModelAnswer(
      deps.llm,
      {
        ...prompt,
        maxTokens: LIMITS.visionMaxTokens,
        failureLog: 'image analysis failed',
        errorText: IMAGE_TEXTS.failed,
      },
      writer,
      deps.logger,
      signal,
    );
    if (streamed === null) return;
    answer = streamed;
  }
  await finishSearch(
    request,
    {
      answer,
      references,
      answerMode,
      level: request.medicalKnowledgeLevel,
      sources: researchSources(retrieved, ['Image analysis']),
      emergency,
      followUps: true,
    },
    deps,
    writer,
    signal,
  );
}

/** The vision call; null when it failed (logged without the reply, which may describe a person). */
async function describeImage(
  llm: Llm,
  image: LlmImage,
  request: SearchRequest,
  deps: PipelineDeps,
  signal: AbortSignal,
): Promise<{ description: string; keywords: string[] } | null> {
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
    return read;
  } catch (error) {
    if (!signal.aborted) {
      deps.logger.error(
        { err: error instanceof Error ? error.message : String(error) },
        'image description failed',
      );
    }
    return null;
  }
}
