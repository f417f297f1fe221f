import type { SearchDataTypes, SearchRequest } from '../../contract/index.ts';
import type { PreparedAttachment } from '../attachments/prepared-attachment.ts';
import type { SearchStreamWriter } from '../stream/search-stream.ts';
import { withRun } from './trace-context.ts';
import type { RunRecord } from './trace-run.ts';
import type { Tracer } from './tracer.ts';
import { TRACE_TEXT_MAX_CHARS } from './redact-trace.ts';

const KEPT_CHARS = TRACE_TEXT_MAX_CHARS * 2;

/** The failed step nearest the end of the search: the likely cause of what the user was told. */
function lastFailedStep(run: RunRecord): RunRecord | undefined {
  for (const child of [...run.children].reverse()) {
    const nested = lastFailedStep(child);
    if (nested) return nested;
    if (child.error !== undefined) return child;
  }
  return undefined;
}

const firstLine = (text: string): string => text.split('\n', 1)[0] ?? '';

/** What the user saw, gathered from the stream as it is written. */
interface Seen {
  answer: string;
  errorText?: string;
  result?: SearchDataTypes['result'];
  followUps: number;
  citations?: SearchDataTypes['citations'];
}

export interface SearchTrace {
  /** Runs the pipeline inside the trace and ends it with what the stream carried. */
  run(
    writer: SearchStreamWriter,
    pipeline: (writer: SearchStreamWriter) => Promise<void>,
  ): Promise<void>;
}

/**
 * One search as a trace: the root run holds the question (redacted on export), the search's
 * settings and the anonymous user and session ids; the pipeline's steps (translation, each
 * source, each model call, the citation check, the follow-ups) record themselves under it. A
 * user-facing error, or an exception escaping the pipeline (SPEC.md section 8, 'Main search
 * error'), fails the root with the step that caused it.
 */
export function startSearchTrace(
  tracer: Tracer,
  request: SearchRequest,
  attachment: PreparedAttachment | null,
  signal: AbortSignal,
): SearchTrace {
  const root = tracer.startRun({
    name: 'search',
    kind: 'chain',
    inputs: {
      userInput: request.query,
      searchType: request.searchType,
      selectedLanguage: request.language,
      knowledgeLevel: request.medicalKnowledgeLevel,
      isFollowUp: request.isFollowUp,
      conversationTurns: request.conversationContext.length,
      ...(request.usmleStep ? { usmleStep: request.usmleStep } : {}),
      // The kind only: a file's name and content are never traced.
      ...(attachment ? { attachment: attachment.kind } : {}),
    },
    metadata: {
      searchType: request.searchType,
      language: request.language,
      knowledgeLevel: request.medicalKnowledgeLevel,
      // LangSmith groups runs into threads by session_id.
      ...(request.userId ? { user_id: request.userId } : {}),
      ...(request.sessionId ? { session_id: request.sessionId } : {}),
    },
    tags: ['search', request.searchType],
  });

  const seen: Seen = { answer: '', followUps: 0 };
  const outputs = (): Record<string, unknown> => ({
    aiResponse: seen.answer,
    ...(seen.result
      ? {
          answerMode: seen.result.answerMode,
          references: seen.result.references.length,
          sources: seen.result.sources.label,
          emergency: seen.result.emergency,
        }
      : {}),
    ...(seen.citations ? { citations: seen.citations } : {}),
    followUps: seen.followUps,
    ...(signal.aborted ? { aborted: true } : {}),
  });

  const observe = (writer: SearchStreamWriter): SearchStreamWriter => ({
    // Anything not observed passes through untouched.
    ...writer,
    data(name, payload) {
      if (name === 'result') seen.result = payload as SearchDataTypes['result'];
      if (name === 'citations') seen.citations = payload as SearchDataTypes['citations'];
      if (name === 'followups') {
        seen.followUps = (payload as SearchDataTypes['followups']).questions.length;
      }
      writer.data(name, payload);
    },
    text(delta) {
      if (seen.answer.length < KEPT_CHARS) seen.answer += delta;
      writer.text(delta);
    },
    error(errorText) {
      seen.errorText = errorText;
      writer.error(errorText);
    },
  });

  return {
    async run(writer, pipeline) {
      try {
        await withRun(root, () => pipeline(observe(writer)));
      } catch (error) {
        root.fail(error, outputs());
        throw error;
      }
      if (seen.errorText === undefined) return root.end(outputs());
      const cause = lastFailedStep(root.record);
      root.fail(
        cause?.error !== undefined
          ? `${seen.errorText}\nCause: ${cause.name}: ${firstLine(cause.error)}`
          : seen.errorText,
        outputs(),
      );
    },
  };
}
