import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, House, TriangleAlert } from 'lucide-react';
import { decodeSharePayload, type ConversationMessage } from '../../contract/index.ts';
import { Button } from '../components/ui/button.tsx';
import { AnswerMarkdown } from '../components/answer/answer-markdown.tsx';
import { CitationProvider, type CitationTargets } from '../components/answer/citation-context.ts';
import { referenceAnchorId } from '../components/answer/citation-marker.tsx';
import { ReferenceList } from '../components/answer/reference-list.tsx';
import { useQuotedCitations } from '../components/answer/use-quoted-citations.ts';
import { ReferenceExportButtons } from '../components/answer/reference-tools.tsx';
import { MedicalDisclaimer } from '../components/answer/medical-disclaimer.tsx';
import { SharedMessageCard } from '../features/share/shared-message-card.tsx';
import { storePreloadedConversation } from '../lib/preloaded-conversation.ts';
import type { loadClientConfig } from './load-client-config.ts';
import { useRouteData } from './route-data.tsx';

// Links made before references were shared carry none, so their citation numbers link nowhere.
const NO_CITATION_TARGETS: CitationTargets = { isLinked: () => false, showReference: () => {} };

/** '/shared-conversation?data=...': a conversation someone shared, read from the link alone. */
export function SharedConversationPage() {
  const { t, i18n } = useTranslation();
  const config = useRouteData<typeof loadClientConfig>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const decoded = useMemo(() => decodeSharePayload(params.get('data')), [params]);
  const [referencesOpen, setReferencesOpen] = useState(true);
  const messages = decoded.ok ? decoded.payload.messages : [];
  const question = messages.find((message) => message.type === 'user');
  const answer = messages.find((message) => message.type === 'assistant');
  const references = answer?.references;
  const quoted = useQuotedCitations(answer?.quotes, references);
  const citationTargets = useMemo<CitationTargets>(() => {
    if (!references?.length) return NO_CITATION_TARGETS;
    const known = new Set(references.map((reference) => reference.n));
    return {
      isLinked: (n) => known.has(n),
      showReference: (n) => {
        flushSync(() => setReferencesOpen(true));
        const entry = document.getElementById(referenceAnchorId(n));
        entry?.scrollIntoView?.({ block: 'center' });
        entry?.focus({ preventScroll: true });
      },
      quoteOf: quoted.quoteOf,
      referenceOf: quoted.referenceOf,
    };
  }, [references, quoted]);
  const exportable =
    question && answer
      ? {
          question: question.content,
          answer: answer.content,
          language: answer.language,
          quotes: answer.quotes,
        }
      : undefined;

  if (!decoded.ok) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700 ring-1 ring-red-200">
          <TriangleAlert className="size-7" aria-hidden="true" />
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">
          {t('sharedConversation.errorTitle')}
        </h1>
        <p role="alert" className="mt-2 text-slate-600">
          {decoded.error}
        </p>
        <Button asChild className="mt-8">
          <Link to="/">{t('sharedConversation.home')}</Link>
        </Button>
      </div>
    );
  }

  const { payload } = decoded;
  const generated = new Date(payload.generatedAt);
  const generatedText = Number.isNaN(generated.getTime())
    ? payload.generatedAt
    : new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
        generated,
      );

  const continueConversation = (): void => {
    const messages: ConversationMessage[] = payload.messages.map((message, index) => ({
      ...message,
      id: `shared-${index}`,
    }));
    storePreloadedConversation(messages);
    void navigate('/');
  };

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 pt-8 pb-16 sm:px-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t('sharedConversation.title')}
        </h1>
        <p className="text-sm text-slate-600">
          <time dateTime={payload.generatedAt}>
            {t('sharedConversation.generated', { date: generatedText })}
          </time>
          {' · '}
          {t('sharedConversation.messageCount', { count: payload.messages.length })}
        </p>
      </header>
      <CitationProvider value={citationTargets}>
        <ol className="space-y-4">
          {payload.messages.map((message, index) => (
            <SharedMessageCard key={index} message={message} assistantName={config.assistantName}>
              <AnswerMarkdown markdown={message.content} />
            </SharedMessageCard>
          ))}
        </ol>
      </CitationProvider>
      {references?.length ? (
        <ReferenceList
          references={references}
          open={referencesOpen}
          onOpenChange={setReferencesOpen}
          answer={exportable}
          quotesUsed={quoted.quotesUsed}
        />
      ) : exportable ? (
        <ReferenceExportButtons references={[]} answer={exportable} />
      ) : null}
      <MedicalDisclaimer language={answer?.language} />
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-5">
        <Button variant="secondary" asChild>
          <Link to="/">
            <House aria-hidden="true" />
            {t('sharedConversation.home')}
          </Link>
        </Button>
        <Button onClick={continueConversation}>
          {t('sharedConversation.continue')}
          <ArrowRight className="rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </footer>
    </div>
  );
}
