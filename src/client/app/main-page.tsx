import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import type { ConversationMessage, SearchRequestInput } from '../../contract/index.ts';
// Values from the contract's plain modules: the first screen does not load zod.
import { FORM_SEARCH_TYPES } from '../../contract/vocabulary-values.ts';
import { LIMITS } from '../../contract/limits.ts';
import { Button } from '../components/ui/button.tsx';
import type { EmergencyBannerProps } from '../features/results/emergency-banner.tsx';
import {
  assistantMessageId,
  earlierMessages,
  toConversationContext,
  toConversationMessages,
} from '../features/conversation/to-conversation-messages.ts';
import { buildSearchRequest } from '../features/search/build-search-request.ts';
import { SearchForm } from '../features/search/search-form.tsx';
import { SearchIntro } from '../features/search/search-intro.tsx';
import { TrustedSources } from '../features/search/trusted-sources.tsx';
import { labFollowUpRequest } from '../features/lab-report/lab-requests.ts';
import { useSearch } from '../features/search/use-search.ts';
import { useSearchPreferences } from '../features/search/use-search-preferences.ts';
import { preloadRedactor } from '../lib/redact-outgoing.ts';
import { parseSearchUrlParameters } from '../lib/search-url-parameters.ts';
import type { loadMainPage } from './load-main-page.ts';
import { useRouteData } from './route-data.tsx';
import { toConversationTurn } from './to-conversation-turn.ts';

// The answer renderer (markdown, citations) and the stream reader are the heaviest code and are not
// needed to show the page or to type a question: they load when the visitor starts on the form
// (focus or pointer), seconds before a question can be sent, or at the latest with the search.
const loadResultView = () => import('../features/results/result-view.tsx');
const ResultView = lazy(async () => ({ default: (await loadResultView()).ResultView }));
// What only the conversation after a first search shows loads with the answer code.
const loadShareConversation = () => import('../features/share/share-conversation.tsx');
const ShareConversation = lazy(async () => ({
  default: (await loadShareConversation()).ShareConversation,
}));
const loadTrialResults = () => import('../features/trials/trial-results.tsx');
const TrialResults = lazy(async () => ({ default: (await loadTrialResults()).TrialResults }));
const loadPreviousConversation = () => import('../features/conversation/previous-conversation.tsx');
const PreviousConversation = lazy(async () => ({
  default: (await loadPreviousConversation()).PreviousConversation,
}));
const preloadAnswerCode = (): void => {
  preloadRedactor();
  void loadResultView();
  void loadPreviousConversation();
  void import('../lib/read-search-stream.ts');
  void loadShareConversation();
  void loadTrialResults();
};
// Voice features load when first shown: most visits never use them.
const ReadAloudControl = lazy(async () => ({
  default: (await import('../features/read-aloud/read-aloud-control.tsx')).ReadAloudControl,
}));
const TrialsReadAloud = lazy(async () => ({
  default: (await import('../features/read-aloud/trials-read-aloud.tsx')).TrialsReadAloud,
}));
const DictateButton = lazy(async () => ({
  default: (await import('../features/dictation/dictate-button.tsx')).DictateButton,
}));
// The banner carries every language's safety texts: it loads with voice mode (or the answer
// code), not with the first screen.
const loadEmergencyBanner = () => import('../features/results/emergency-banner.tsx');
const LazyEmergencyBanner = lazy(async () => ({
  default: (await loadEmergencyBanner()).EmergencyBanner,
}));
const VoiceModeButton = lazy(async () => {
  void loadEmergencyBanner();
  return {
    default: (await import('../features/voice-mode/voice-mode-button.tsx')).VoiceModeButton,
  };
});
// Only lab-report searches need the table.
const LabResultsTable = lazy(async () => ({
  default: (await import('../features/lab-report/lab-results-table.tsx')).LabResultsTable,
}));

// While an answer streams the page renders every frame; the form's props stay the same then, so
// it does not render again.
const StableSearchForm = memo(SearchForm);

/** The dictate button the search form shows beside attach, enabled when the server transcribes. */
function MainPageDictateButton({ onText }: { onText: (text: string) => void }) {
  const config = useRouteData<typeof loadMainPage>();
  return (
    <Suspense fallback={null}>
      <DictateButton available={config.voice.transcription} onText={onText} />
    </Suspense>
  );
}

/** The page's emergency banner for the voice dialog, loaded with voice mode. */
function VoiceEmergencyBanner(props: EmergencyBannerProps) {
  return (
    <Suspense fallback={null}>
      <LazyEmergencyBanner {...props} />
    </Suspense>
  );
}

/** The voice-mode button beside dictate; the dialog shows the app's own emergency banner. */
function MainPageVoiceModeButton() {
  const config = useRouteData<typeof loadMainPage>();
  return (
    <Suspense fallback={null}>
      <VoiceModeButton
        available={config.voice.realtime}
        iceServers={config.voice.iceServers}
        messageOrigins={config.voice.messageOrigins}
        EmergencyBanner={VoiceEmergencyBanner}
      />
    </Suspense>
  );
}

/** '/': the welcome and form before the first search, then the conversation. */
export function MainPage() {
  const { t } = useTranslation();
  const config = useRouteData<typeof loadMainPage>();
  const location = useLocation();
  const search = useSearch();
  const [preferences] = useSearchPreferences();
  // Remounting the form is what 'Start New Search' means for it: empty question, default type.
  const [formGeneration, setFormGeneration] = useState(0);
  const [urlParameters] = useState(() => parseSearchUrlParameters(location.search));
  const [urlSearchRan, setUrlSearchRan] = useState(false);
  // `autoUpload=true` happens once per page load, not again when the form remounts.
  const [autoUploadPending, setAutoUploadPending] = useState(urlParameters.autoUpload === true);
  // Runs before this index were cleared from the history ('Clear History') but stay on screen.
  const [clearedRuns, setClearedRuns] = useState(0);
  const [preloaded, setPreloaded] = useState<ConversationMessage[]>(
    () => config.preloadedConversation,
  );
  const latest = search.latest;

  const messages = [
    ...preloaded,
    ...toConversationMessages(search.runs.slice(clearedRuns).map(toConversationTurn)),
  ];

  const { submit } = search;
  const ask = (request: SearchRequestInput): void => {
    // With history, the answer is a follow-up that builds on it (SPEC.md section 4).
    void submit({
      ...request,
      conversationContext: toConversationContext(messages),
      isFollowUp: messages.length > 0,
    });
  };

  // SPEC.md section 2: a `query` in the URL runs by itself shortly after the page appears.
  const urlQuery = urlParameters.query;
  useEffect(() => {
    if (!urlQuery) return;
    const timer = setTimeout(() => {
      const request = buildSearchRequest({
        query: urlQuery,
        searchType: urlParameters.searchType ?? 'health-info',
        level: urlParameters.level ?? preferences.level,
        language: urlParameters.language ?? preferences.language,
        usmleStep: urlParameters.usmleStep,
        location: '',
      });
      if (!request) return;
      setUrlSearchRan(true);
      void submit(request);
    }, LIMITS.autoSearchDelayMs);
    return () => clearTimeout(timer);
    // Once per page load: later preference changes must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlQuery, submit]);

  const searchTypes = useMemo(() => {
    const offered = FORM_SEARCH_TYPES.filter((type) => config.searchTypes.includes(type));
    return offered.length > 0 ? offered : FORM_SEARCH_TYPES;
  }, [config.searchTypes]);
  // The form gets one callback for the page's life; it always asks with the latest conversation.
  const latestAsk = useRef(ask);
  useLayoutEffect(() => {
    latestAsk.current = ask;
  });
  const onSearch = useCallback((request: SearchRequestInput) => latestAsk.current(request), []);
  const onAutoUploadDone = useCallback(() => setAutoUploadPending(false), []);

  const startNewSearch = (): void => {
    search.reset();
    setClearedRuns(0);
    setPreloaded([]);
    setFormGeneration((generation) => generation + 1);
  };

  const clearHistory = (): void => {
    setClearedRuns(search.runs.length);
    setPreloaded([]);
  };

  const askFollowUp = (question: string): void => {
    const last = messages.at(-1);
    const base = latest?.request;
    // A lab report's follow-up sends the report back as its redacted text and table (SPEC.md
    // section 4's lab-report follow-up), never the file again.
    const lab = latest?.snapshot.lab;
    if (base?.searchType === 'lab-report' && (lab || base.labDocument)) {
      const settings = {
        level: base.medicalKnowledgeLevel ?? preferences.level,
        language: base.language ?? preferences.language,
      };
      ask(
        lab
          ? labFollowUpRequest({ question, lab, settings, conversationContext: [] })
          : {
              query: question,
              searchType: 'lab-report',
              medicalKnowledgeLevel: settings.level,
              language: settings.language,
              labDocument: base.labDocument,
            },
      );
      return;
    }
    // An image is analysed once; questions about it build on that analysis as history.
    const searchType =
      base?.searchType === 'image-analysis' || base?.searchType === 'lab-report'
        ? 'health-info'
        : (base?.searchType ?? last?.searchType);
    ask({
      query: question,
      searchType,
      medicalKnowledgeLevel: base?.medicalKnowledgeLevel ?? last?.medicalKnowledgeLevel,
      language: base?.language ?? preferences.language,
      ...(base?.usmleStep ? { usmleStep: base.usmleStep } : {}),
      ...(base?.location ? { location: base.location } : {}),
    });
  };

  // The form moves from the first-page layout to the conversation layout (a remount): the search
  // type and step of the search just made carry over, so a follow-up stays the same kind of search.
  const lastType = latest?.request.searchType;
  const lastStep = latest?.request.usmleStep;
  const asked = latest !== undefined;
  const initial = useMemo(() => {
    const carriedOver =
      lastType && (FORM_SEARCH_TYPES as readonly string[]).includes(lastType)
        ? {
            searchType: lastType as (typeof FORM_SEARCH_TYPES)[number],
            ...(lastStep ? { usmleStep: lastStep } : {}),
          }
        : undefined;
    return formGeneration === 0
      ? { ...urlParameters, ...carriedOver, query: asked ? undefined : urlParameters.query }
      : carriedOver;
  }, [formGeneration, urlParameters, lastType, lastStep, asked]);

  const form = (
    <StableSearchForm
      key={formGeneration}
      busy={search.busy}
      onSearch={onSearch}
      searchTypes={searchTypes}
      modelAvailable={config.modelAvailable}
      focusOnMount={formGeneration > 0}
      showExamples={!asked}
      initial={initial}
      keepQueryOnTypeChange={urlSearchRan}
      autoUpload={autoUploadPending}
      onAutoUploadDone={onAutoUploadDone}
      DictateButton={MainPageDictateButton}
      VoiceModeButton={MainPageVoiceModeButton}
    />
  );

  if (!latest && messages.length === 0) {
    return (
      <div
        className="bg-gradient-to-b from-brand-50/80 via-white to-white"
        onFocusCapture={preloadAnswerCode}
        onPointerDownCapture={preloadAnswerCode}
      >
        <div className="mx-auto max-w-3xl space-y-10 px-4 pt-12 pb-16 sm:px-6 sm:pt-20">
          <SearchIntro assistantName={config.assistantName} />
          {form}
          <TrustedSources />
        </div>
      </div>
    );
  }

  // A share link carries the first answer; its references go with it when this page has them.
  const sharedAnswerId = messages.find((message) => message.type === 'assistant')?.id;
  const sharedRun = search.runs.find((run) => assistantMessageId(run.id) === sharedAnswerId);
  const sharedAnswerReferences = sharedRun?.snapshot.references;
  // The shared page writes its disclaimer in the answer's language.
  const sharedAnswerLanguage = sharedRun?.snapshot.result?.language ?? sharedRun?.request.language;
  const phase = search.status === 'idle' ? 'loading' : search.status;
  const answerOnScreen = latest && messages.at(-1)?.id === assistantMessageId(latest.id);
  const followUpQuestions = search.busy ? [] : (messages.at(-1)?.followUpQuestions ?? []);
  return (
    <div
      className="mx-auto max-w-3xl space-y-6 px-4 pt-8 pb-16 sm:px-6"
      onFocusCapture={preloadAnswerCode}
      onPointerDownCapture={preloadAnswerCode}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('conversation.heading')}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Suspense fallback={null}>
            <ShareConversation
              messages={messages}
              answerReferences={sharedAnswerReferences}
              answerLanguage={sharedAnswerLanguage}
              assistantName={config.assistantName}
            />
          </Suspense>
          <Button variant="secondary" onClick={startNewSearch}>
            <RotateCcw aria-hidden="true" />
            {t('conversation.startNew')}
          </Button>
        </div>
      </div>
      {form}
      {latest ? (
        <Suspense
          fallback={<div className="min-h-64 rounded-2xl border border-slate-200 bg-white" />}
        >
          <ResultView
            key={latest.id}
            runId={latest.id}
            request={latest.request}
            askedAt={latest.startedAt}
            phase={phase}
            snapshot={latest.snapshot}
            error={latest.error}
            onRetry={() => void search.submit(latest.request)}
            summaryAction={
              phase === 'done' && latest.snapshot.text.trim() !== '' ? (
                <Suspense fallback={null}>
                  <ReadAloudControl
                    text={latest.snapshot.text}
                    language={
                      latest.snapshot.result?.language ??
                      latest.request.language ??
                      preferences.language
                    }
                    ttsAvailable={config.voice.tts}
                    label={t('readAloud.summaryLabel')}
                  />
                </Suspense>
              ) : undefined
            }
            lead={
              latest.snapshot.lab ? (
                <Suspense fallback={null}>
                  <LabResultsTable lab={latest.snapshot.lab} />
                </Suspense>
              ) : undefined
            }
          >
            {latest.snapshot.trials ? (
              <Suspense fallback={null}>
                <TrialResults
                  trials={latest.snapshot.trials}
                  request={latest.request}
                  headerAction={
                    <Suspense fallback={null}>
                      <TrialsReadAloud
                        trials={latest.snapshot.trials}
                        ttsAvailable={config.voice.tts}
                      />
                    </Suspense>
                  }
                />
              </Suspense>
            ) : null}
          </ResultView>
        </Suspense>
      ) : null}
      {messages.length > 0 ? (
        <Suspense fallback={null}>
          <PreviousConversation
            // The answer on screen is not repeated below; until it completes, all messages are history.
            earlier={answerOnScreen ? earlierMessages(messages) : messages}
            followUpQuestions={followUpQuestions}
            busy={search.busy}
            onAsk={askFollowUp}
            onClear={clearHistory}
            assistantName={config.assistantName}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
