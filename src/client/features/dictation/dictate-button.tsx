import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle, Mic, MicOff, Square } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { Button } from '../../components/ui/button.tsx';
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
  const reasonId = useId();
  // aria-disabled rather than disabled: it stays focusable, so the reason can be read and shown.
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-disabled="true"
            aria-label={t('dictation.dictate')}
            aria-describedby={reasonId}
            data-dictation-state="unavailable"
            onClick={(event) => event.preventDefault()}
            className="size-10 cursor-not-allowed rounded-xl text-slate-400 hover:bg-transparent hover:text-slate-400 [&_svg]:size-5"
          >
            <MicOff aria-hidden="true" />
          </Button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-snug text-white shadow-lg"
          >
            {t('dictation.unavailable')}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
      <span id={reasonId} className="sr-only">
        {t('dictation.unavailable')}
      </span>
    </Tooltip.Provider>
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
