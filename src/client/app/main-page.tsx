import { lazy, Suspense, useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { FORM_SEARCH_TYPES } from '../../contract/index.ts';
import { Button } from '../components/ui/button.tsx';
import { SearchForm } from '../features/search/search-form.tsx';
import { SearchIntro } from '../features/search/search-intro.tsx';
import { TrustedSources } from '../features/search/trusted-sources.tsx';
import { useSearch } from '../features/search/use-search.ts';
import type { loadClientConfig } from './load-client-config.ts';

// The answer renderer (markdown, citations) is the heaviest code and is not needed to ask the
// first question, so it loads in the background after the page appears.
const loadResultView = () => import('../features/results/result-view.tsx');
const ResultView = lazy(async () => ({ default: (await loadResultView()).ResultView }));

/** '/': the welcome and form before the first search, then the form and the latest result. */
export function MainPage() {
  const { t } = useTranslation();
  const config = useLoaderData<typeof loadClientConfig>();
  const search = useSearch();
  // Remounting the form is what 'Start New Search' means for it: empty question, default type.
  const [formGeneration, setFormGeneration] = useState(0);
  const latest = search.latest;
  useEffect(() => {
    const idle =
      globalThis.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => void loadResultView());
  }, []);
  const searchTypes = FORM_SEARCH_TYPES.filter((type) => config.searchTypes.includes(type));

  const startNewSearch = (): void => {
    search.reset();
    setFormGeneration((generation) => generation + 1);
  };

  const form = (
    <SearchForm
      key={formGeneration}
      busy={search.busy}
      onSearch={(request) => void search.submit(request)}
      searchTypes={searchTypes.length > 0 ? searchTypes : FORM_SEARCH_TYPES}
      modelAvailable={config.modelAvailable}
      focusOnMount={formGeneration > 0}
      showExamples={!latest}
    />
  );

  if (!latest) {
    return (
      <div className="bg-gradient-to-b from-brand-50/80 via-white to-white">
        <div className="mx-auto max-w-3xl space-y-10 px-4 pt-12 pb-16 sm:px-6 sm:pt-20">
          <SearchIntro assistantName={config.assistantName} />
          {form}
          <TrustedSources />
        </div>
      </div>
    );
  }

  const phase = search.status === 'idle' ? 'loading' : search.status;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pt-8 pb-16 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('conversation.heading')}
        </h1>
        <Button variant="secondary" onClick={startNewSearch}>
          <RotateCcw aria-hidden="true" />
          {t('conversation.startNew')}
        </Button>
      </div>
      {form}
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
        />
      </Suspense>
    </div>
  );
}
