import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { VolumeX } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { ReadAloudButtons } from './read-aloud-buttons.tsx';
import { useBrowserReadAloud } from './use-browser-read-aloud.ts';
import { useBrowserVoice } from './use-browser-voice.ts';
import { useModelReadAloud } from './use-model-read-aloud.ts';

export interface ReadAloudControlProps {
  /** The markdown to read; markup and citations are not read out. */
  text: string;
  /** The answer's language code. */
  language: string;
  /** The server has a speech model (GET /api/config `voice.tts`). */
  ttsAvailable: boolean;
  /** What is read, for the play button's name. */
  label: string;
}

function ModelReadAloud({ text, language, label }: Omit<ReadAloudControlProps, 'ttsAvailable'>) {
  const readAloud = useModelReadAloud(text, language);
  return <ReadAloudButtons readAloud={readAloud} label={label} />;
}

function BrowserReadAloud({
  text,
  voice,
  label,
}: {
  text: string;
  voice: SpeechSynthesisVoice;
  label: string;
}) {
  const { t } = useTranslation();
  const readAloud = useBrowserReadAloud(text, voice);
  return (
    <ReadAloudButtons readAloud={readAloud} label={label} note={t('readAloud.browserVoice')} />
  );
}

/**
 * The read-aloud control: the server's speech model when it has one; otherwise the browser's own
 * voice for the language; otherwise shown disabled with the reason.
 */
export function ReadAloudControl({ text, language, ttsAvailable, label }: ReadAloudControlProps) {
  const { t } = useTranslation();
  const reasonId = useId();
  const voice = useBrowserVoice(language, !ttsAvailable);
  if (ttsAvailable) return <ModelReadAloud text={text} language={language} label={label} />;
  if (voice) return <BrowserReadAloud text={text} voice={voice} label={label} />;
  return (
    <div className="flex flex-col items-end gap-1">
      <Button
        variant="secondary"
        size="sm"
        disabled
        aria-label={t('readAloud.playNamed', { label })}
        aria-describedby={reasonId}
      >
        <VolumeX aria-hidden="true" />
        {t('readAloud.play')}
      </Button>
      <p id={reasonId} className="text-xs text-slate-500">
        {t('readAloud.unavailable')}
      </p>
    </div>
  );
}
