import { useTranslation } from 'react-i18next';
import { LoaderCircle, Mic, MicOff, Square } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { UnavailableIconButton } from '../../components/ui/unavailable-icon-button.tsx';
import { cx } from '../../lib/class-names.ts';
import { useDictation } from './use-dictation.ts';

export interface DictateButtonProps {
  /** The server can transcribe (GET /api/config `voice.transcription`). */
  available: boolean;
  /** The transcript, to add to the question. */
  onText: (text: string) => void;
}

function UnavailableDictateButton() {
  const { t } = useTranslation();
  return (
    <UnavailableIconButton
      label={t('dictation.dictate')}
      reason={t('dictation.unavailable')}
      icon={<MicOff aria-hidden="true" />}
      dataAttributes={{ 'data-dictation-state': 'unavailable' }}
    />
  );
}

function LiveDictateButton({ onText }: Pick<DictateButtonProps, 'onText'>) {
  const { t } = useTranslation();
  const { status, toggle } = useDictation(onText);
  const recording = status === 'recording';
  const busy = status === 'processing' || status === 'starting';
  return (
    <span className="inline-flex items-center gap-1.5" data-dictation-state={status}>
      <span
        aria-live="polite"
        className={cx(
          'text-xs font-medium',
          recording ? 'text-red-700' : 'text-slate-600',
          // On a phone the pulsing red button says it; the words are still announced.
          status === 'idle' ? 'sr-only' : 'max-sm:sr-only',
        )}
      >
        {status === 'recording' || status === 'processing' ? t(`dictation.states.${status}`) : ''}
      </span>
      <Button
        variant="ghost"
        size="icon"
        aria-label={
          recording
            ? t('dictation.stop')
            : status === 'processing'
              ? t('dictation.processing')
              : t('dictation.dictate')
        }
        disabled={busy}
        // Pressing keeps the focus in the question box, where the text will land.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => void toggle()}
        className={cx(
          'size-10 rounded-xl text-slate-600 [&_svg]:size-5',
          recording && 'bg-red-50 text-red-700 ring-2 ring-red-500 motion-safe:animate-pulse',
        )}
      >
        {recording ? (
          <Square aria-hidden="true" />
        ) : busy ? (
          <LoaderCircle className="motion-safe:animate-spin" aria-hidden="true" />
        ) : (
          <Mic aria-hidden="true" />
        )}
      </Button>
    </span>
  );
}

/** The microphone in the form's action row: record, stop, and the transcript in the question. */
export function DictateButton({ available, onText }: DictateButtonProps) {
  return available ? <LiveDictateButton onText={onText} /> : <UnavailableDictateButton />;
}
