import { useTranslation } from 'react-i18next';
import { LoaderCircle, Pause, Play, Square, Volume2 } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import type { ReadAloud } from './read-aloud.ts';

export interface ReadAloudButtonsProps {
  readAloud: ReadAloud;
  /** What is read, for the play button's name ('Read the summary aloud'). */
  label: string;
  /** A one-line note under the buttons, such as which voice speaks. */
  note?: string;
}

/** Play, pause, resume and stop with the state shown and announced (SPEC.md section 4). */
export function ReadAloudButtons({ readAloud, label, note }: ReadAloudButtonsProps) {
  const { t } = useTranslation();
  const { state, play, pause, resume, stop } = readAloud;
  const { status } = state;
  const running = status === 'playing' || status === 'paused';

  return (
    <div className="flex flex-col items-end gap-1" data-read-aloud-state={status}>
      <div
        role="group"
        aria-label={t('readAloud.groupLabel')}
        className="flex items-center gap-1.5"
      >
        {status === 'playing' ? (
          <Button variant="secondary" size="sm" onClick={pause}>
            <Pause aria-hidden="true" />
            {t('readAloud.pause')}
          </Button>
        ) : status === 'paused' ? (
          <Button variant="secondary" size="sm" onClick={resume}>
            <Play aria-hidden="true" />
            {t('readAloud.resume')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={play}
            disabled={status === 'generating'}
            aria-label={t('readAloud.playNamed', { label })}
            title={note}
          >
            {status === 'generating' ? (
              <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <Volume2 aria-hidden="true" />
            )}
            {t('readAloud.play')}
          </Button>
        )}
        {running ? (
          <Button variant="ghost" size="sm" onClick={stop}>
            <Square aria-hidden="true" />
            {t('readAloud.stop')}
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className="text-xs text-slate-600">
        {status === 'idle' || status === 'error'
          ? null
          : t(`readAloud.states.${status}`, { current: state.index + 1, total: state.total })}
      </p>
      {status === 'error' ? (
        <p role="alert" className="max-w-80 text-end text-xs font-medium text-red-700">
          {state.error}
        </p>
      ) : null}
      {note ? <p className="text-xs text-slate-500">{note}</p> : null}
    </div>
  );
}
