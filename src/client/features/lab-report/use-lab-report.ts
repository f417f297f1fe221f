import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultPhase } from '../../components/answer/answer-section.tsx';
import {
  labAnalysisRequest,
  labFollowUpRequest,
  localLabPart,
  type LabSettings,
} from '../../lib/lab-requests.ts';
import { toast } from '../../lib/toast.ts';
import {
  toConversationContext,
  toConversationMessages,
} from '../../lib/to-conversation-messages.ts';
import { toConversationTurn } from '../../lib/to-conversation-turn.ts';
import { useSearch } from '../../lib/use-search.ts';
import { DEFAULT_LAB_SETTINGS } from './lab-settings-card.tsx';
import { useLabPreparation } from './use-lab-preparation.ts';
import { useLabUpload } from './use-lab-upload.ts';

export interface UseLabReportOptions {
  modelAvailable: boolean;
  /** Partner sites allowed to hand a report over by window message. */
  labMessageOrigins: readonly string[];
}

/** The lab page's state: the file, the settings, the analysis and the follow-ups about it. */
export function useLabReport({ modelAvailable, labMessageOrigins }: UseLabReportOptions) {
  const { t } = useTranslation();
  const search = useSearch();
  const preparation = useLabPreparation({ modelAvailable });
  const [settings, setSettings] = useState<LabSettings>(DEFAULT_LAB_SETTINGS);
  const [usedSettings, setUsedSettings] = useState<LabSettings>();

  const { reset: resetSearch } = search;
  const { reset: resetPreparation } = preparation;
  const clearAnalysis = useCallback((): void => {
    resetPreparation();
    resetSearch();
    setUsedSettings(undefined);
  }, [resetPreparation, resetSearch]);
  const upload = useLabUpload(labMessageOrigins, clearAnalysis);

  // SPEC.md section 4: a reset clears file, result and error, and restores level and language.
  const reset = (): void => {
    upload.clear();
    setSettings(DEFAULT_LAB_SETTINGS);
  };

  const [analysis, ...followUps] = search.runs;
  const analysing =
    preparation.state.status === 'preparing' || (followUps.length === 0 && search.busy);

  const analyze = async (): Promise<void> => {
    if (!upload.file || analysing) return;
    resetSearch();
    const chosen = settings;
    setUsedSettings(chosen);
    const attachment = await preparation.prepare(upload.file);
    if (!attachment) return;
    void search.submit(
      labAnalysisRequest(t('upload.defaultQuestions.lab-report'), attachment, chosen),
    );
  };

  const retry = (): void => {
    if (!analysis) return;
    resetSearch();
    void search.submit(analysis.request);
  };

  // SPEC.md section 8: the outcome of the analysis is announced once, as a toast.
  const announced = useRef<string>(undefined);
  useEffect(() => {
    if (!analysis || followUps.length > 0 || announced.current === analysis.id) return;
    if (search.status === 'done') {
      announced.current = analysis.id;
      toast.success(t('lab.toasts.successTitle'), { description: t('lab.toasts.successText') });
    } else if (search.status === 'error') {
      announced.current = analysis.id;
      toast.error(t('lab.toasts.failureTitle'), { description: t('lab.toasts.failureText') });
    }
  }, [analysis, followUps.length, search.status, t]);

  const prepared = preparation.state.status === 'ready' ? preparation.state.attachment : undefined;
  const readLab = analysis?.snapshot.lab ?? (prepared ? localLabPart(prepared) : undefined);
  // The server names the file without identifiers; the visitor sees the name of their own file.
  const lab = readLab && upload.file ? { ...readLab, fileName: upload.file.name } : readLab;
  const analysisPhase: ResultPhase =
    followUps.length > 0 ? 'done' : search.status === 'idle' ? 'loading' : search.status;
  const analysisDone = analysis && followUps.length === 0 ? search.status === 'done' : true;

  const askFollowUp = (question: string): void => {
    if (!readLab || !usedSettings) return;
    const messages = toConversationMessages(search.runs.map(toConversationTurn));
    void search.submit(
      labFollowUpRequest({
        question,
        lab: readLab,
        settings: usedSettings,
        conversationContext: toConversationContext(messages),
      }),
    );
  };

  /** The phase of one follow-up answer: only the last one can still be arriving. */
  const followUpPhase = (index: number): ResultPhase => {
    const run = followUps[index];
    if (run === search.runs.at(-1) && search.busy) {
      return search.status === 'streaming' ? 'streaming' : 'loading';
    }
    return run?.error ? 'error' : 'done';
  };

  return {
    search,
    preparation,
    upload,
    settings,
    setSettings,
    usedSettings,
    reset,
    analyze,
    retry,
    askFollowUp,
    analysis,
    followUps,
    followUpPhase,
    analysing,
    analysisPhase,
    analysisDone,
    lab,
    refused: preparation.state.status === 'refused' ? preparation.state.message : undefined,
    readingOcr: preparation.state.status === 'preparing' && preparation.state.ocr === true,
    suggestions: search.busy ? [] : (search.runs.at(-1)?.snapshot.followups ?? []),
  };
}
