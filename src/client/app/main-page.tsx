import { memo, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { useConversation } from '../features/conversation/use-conversation.ts';
import { SearchForm } from '../features/search/search-form.tsx';
import { SearchIntro } from '../features/search/search-intro.tsx';
import { TrustedSources } from '../features/search/trusted-sources.tsx';
import { useFormInitial, useOfferedSearchTypes } from '../features/search/use-form-initial.ts';
import { useSearchPreferences } from '../features/search/use-search-preferences.ts';
import { useUrlSearch } from '../features/search/use-url-search.ts';
import { parseSearchUrlParameters } from '../lib/search-url-parameters.ts';
import { preloadAnswerCode, PreviousConversation, ShareConversation } from './answer-code.ts';
import type { loadMainPage } from './load-main-page.ts';
import { MainPageResult } from './main-page-result.tsx';
import { MainPageDictateButton, MainPageVoiceModeButton } from './main-page-voice.tsx';
import { useRouteData } from './route-data.tsx';

// While an answer streams the page renders every frame; the form's props stay the same then, so
// it does not render again.
const StableSearchForm = memo(SearchForm);

/** '/': the welcome and form before the first search, then the conversation. */
export function MainPage() {
  const { t } = useTranslation();
  const config = useRouteData<typeof loadMainPage>();
  const location = useLocation();
  const [preferences] = useSearchPreferences();
  const conversation = useConversation({ preloaded: config.preloadedConversation, preferences });
  const { search, messages, generation } = conversation;
  const latest = search.latest;
  const [urlParameters] = useState(() => parseSearchUrlParameters(location.search));
  const urlSearchRan = useUrlSearch(urlParameters, preferences, search.submit);
  // `autoUpload=true` happens once per page load, not again when the form remounts.
  const [autoUploadPending, setAutoUploadPending] = useState(urlParameters.autoUpload === true);
  const onAutoUploadDone = useCallback(() => setAutoUploadPending(false), []);
  const searchTypes = useOfferedSearchTypes(config.searchTypes);
  const initial = useFormInitial(generation, urlParameters, latest?.request);

  const form = (
    <StableSearchForm
      // Remounting the form is what 'Start New Search' means for it: empty question, default type.
      key={generation}
      busy={search.busy}
      onSearch={conversation.ask}
      searchTypes={searchTypes}
      modelAvailable={config.modelAvailable}
      focusOnMount={generation > 0}
      showExamples={latest === undefined}
      initial={initial}
      keepQueryOnTypeChange={urlSearchRan}
      autoUpload={autoUploadPending}
      onAutoUploadDone={onAutoUploadDone}
      DictateButton={MainPageDictateButton}
      VoiceModeButton={MainPageVoiceModeButton}
      restoreQuery={search.status === 'stopped' ? latest?.request.query : undefined}
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
              answerReferences={conversation.shared.references}
              answerLanguage={conversation.shared.language}
              answerQuotes={conversation.shared.quotes}
              assistantName={config.assistantName}
            />
          </Suspense>
          <Button variant="secondary" onClick={conversation.startNew}>
            <RotateCcw aria-hidden="true" />
            {t('conversation.startNew')}
          </Button>
        </div>
      </div>
      {form}
      {latest ? (
        <MainPageResult
          run={latest}
          phase={search.status === 'idle' ? 'loading' : search.status}
          onRetry={() => void search.submit(latest.request)}
          onStop={search.stop}
          language={preferences.language}
          ttsAvailable={config.voice.tts}
        />
      ) : null}
      {messages.length > 0 ? (
        <Suspense fallback={null}>
          <PreviousConversation
            earlier={conversation.earlier}
            followUpQuestions={conversation.followUpQuestions}
            busy={search.busy}
            onAsk={conversation.askFollowUp}
            onClear={conversation.clearHistory}
            assistantName={config.assistantName}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
