import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import type { Reference } from '../../../contract/index.ts';
import type { TranscriptEntry } from './realtime-events.ts';

function VoiceReferences({ references }: { references: Reference[] }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 px-3 py-2">
      <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
        {t('voiceMode.sources', { count: references.length })}
      </p>
      <ol className="mt-1 space-y-1" data-testid="voice-references">
        {references.map((reference) => (
          <li key={reference.n} className="flex gap-2 text-sm">
            <span className="shrink-0 font-semibold text-brand-800">[{reference.n}]</span>
            <span className="min-w-0 break-words">
              {reference.url ? (
                <a
                  href={reference.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-slate-900 underline decoration-slate-300 underline-offset-4 hover:text-brand-800"
                >
                  {reference.title}
                  <ExternalLink className="ms-1 inline size-3 align-[-0.05em]" aria-hidden="true" />
                  <span className="sr-only"> {t('result.externalLink')}</span>
                </a>
              ) : (
                reference.title
              )}
              {reference.source ? (
                <span className="text-slate-600">
                  {' · '}
                  {reference.source}
                  {reference.year ? ` · ${reference.year}` : ''}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** The conversation so far, as text: what the user said, the assistant's words and its sources. */
export function VoiceTranscript({ entries }: { entries: readonly TranscriptEntry[] }) {
  const { t } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [entries]);
  if (entries.length === 0) {
    return <p className="text-sm text-slate-500">{t('voiceMode.transcriptEmpty')}</p>;
  }
  return (
    <>
      <ol aria-label={t('voiceMode.transcript')} className="space-y-3">
        {entries.map((entry) => (
          <li key={entry.id} data-turn={entry.kind}>
            {entry.kind === 'references' ? (
              <VoiceReferences references={entry.references} />
            ) : (
              <div
                className={
                  entry.kind === 'user'
                    ? 'ms-8 rounded-2xl rounded-ee-sm bg-brand-700 px-3 py-2 text-sm text-white'
                    : 'me-8 rounded-2xl rounded-es-sm bg-slate-100 px-3 py-2 text-sm text-slate-900'
                }
              >
                <span className="sr-only">
                  {entry.kind === 'user' ? t('voiceMode.you') : t('voiceMode.assistant')}:{' '}
                </span>
                <span dir="auto" className="break-words whitespace-pre-wrap">
                  {entry.text}
                </span>
              </div>
            )}
          </li>
        ))}
      </ol>
      <div ref={endRef} />
    </>
  );
}
