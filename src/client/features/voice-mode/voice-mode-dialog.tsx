import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { LoaderCircle, Mic, MicOff, PhoneOff, Volume2, VolumeX, X } from 'lucide-react';
import {
  type EmergencyCategory,
  LANGUAGE_NAMES,
  VOICE_MODE_CONNECTING_TEXT,
  VOICE_MODE_FAILED_TEXT,
  VOICE_MODE_TITLE,
} from '../../../contract/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../lib/class-names.ts';
import { useVoiceSession } from './use-voice-session.ts';
import { VoiceTranscript } from './voice-transcript.tsx';

/**
 * The app's emergency banner, handed in by the page (features do not import each other): it
 * speaks the conversation's language and names what was detected.
 */
export type EmergencyBannerComponent = ComponentType<{
  onDismiss: () => void;
  language?: string;
  categories?: readonly EmergencyCategory[];
}>;

export interface VoiceConversationProps {
  iceServers: readonly string[];
  EmergencyBanner: EmergencyBannerComponent;
  onHangUp: () => void;
}

function ToggleButton({
  pressed,
  onClick,
  label,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <Button
      variant="secondary"
      size="icon"
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
      className={cx(
        'size-12 rounded-full [&_svg]:size-5',
        pressed && 'border-amber-400 bg-amber-50 text-amber-900 hover:bg-amber-100',
      )}
    >
      {children}
    </Button>
  );
}

/** One connection attempt; mounting connects and unmounting hangs up. */
function VoiceAttempt({
  iceServers,
  EmergencyBanner,
  onHangUp,
  onRetry,
}: VoiceConversationProps & { onRetry: () => void }) {
  const { t } = useTranslation();
  const session = useVoiceSession(iceServers);
  const [speakerMuted, setSpeakerMuted] = useState(false);
  const audioRef = useRef<HTMLAudioElement>(null);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.srcObject = session.remoteStream;
    if (session.remoteStream) void audio.play().catch(() => undefined);
  }, [session.remoteStream]);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-4" data-voice-state={session.status}>
      {/* The assistant's words are captioned by the live transcript below. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio ref={audioRef} autoPlay muted={speakerMuted} className="hidden" />
      {session.emergency ? (
        <EmergencyBanner
          onDismiss={session.dismissEmergency}
          language={session.language}
          categories={session.emergencyCategories}
        />
      ) : null}
      <div role="status" aria-live="polite" className="text-sm">
        {session.status === 'connecting' ? (
          <p className="flex items-center gap-2 text-slate-700">
            <LoaderCircle className="size-4 motion-safe:animate-spin" aria-hidden="true" />
            {VOICE_MODE_CONNECTING_TEXT}
          </p>
        ) : session.status === 'failed' ? (
          <p className="font-medium text-red-800">{VOICE_MODE_FAILED_TEXT}</p>
        ) : (
          <p className="flex items-center gap-2 text-slate-700">
            <span className="size-2 rounded-full bg-emerald-500 motion-safe:animate-pulse" />
            {t(session.micMuted ? 'voiceMode.micOff' : 'voiceMode.listening', {
              language: LANGUAGE_NAMES[session.language].native,
            })}
          </p>
        )}
      </div>
      {session.status === 'failed' ? (
        <div>
          <Button onClick={onRetry}>{t('voiceMode.tryAgain')}</Button>
        </div>
      ) : (
        <div className="min-h-24 flex-1 overflow-y-auto rounded-xl border border-slate-200 p-3 md:max-h-80">
          <VoiceTranscript entries={session.transcript.entries} />
        </div>
      )}
      {session.status === 'connected' ? (
        <div className="flex items-center justify-center gap-4 pt-2">
          <ToggleButton
            pressed={session.micMuted}
            onClick={session.toggleMic}
            label={t('voiceMode.muteMic')}
          >
            {session.micMuted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
          </ToggleButton>
          <ToggleButton
            pressed={speakerMuted}
            onClick={() => setSpeakerMuted((muted) => !muted)}
            label={t('voiceMode.muteSpeaker')}
          >
            {speakerMuted ? <VolumeX aria-hidden="true" /> : <Volume2 aria-hidden="true" />}
          </ToggleButton>
          <Button
            size="icon"
            aria-label={t('voiceMode.hangUp')}
            onClick={onHangUp}
            className="size-12 rounded-full bg-red-600 text-white hover:bg-red-700 active:bg-red-800 [&_svg]:size-5"
          >
            <PhoneOff aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** What the dialog shows while open: Try Again starts a fresh attempt. */
function VoiceConversation(props: VoiceConversationProps) {
  const [attempt, setAttempt] = useState(0);
  return <VoiceAttempt key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

export interface VoiceModeDialogProps extends Omit<VoiceConversationProps, 'onHangUp'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC.md section 2: a dialog on desktop, a full-screen overlay below 768 px. */
export function VoiceModeDialog({ open, onOpenChange, ...props }: VoiceModeDialogProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          data-testid="voice-mode-dialog"
          className={cx(
            'fixed z-50 flex flex-col bg-white focus:outline-none',
            'max-md:inset-0 max-md:h-dvh max-md:w-screen max-md:p-4',
            'md:top-1/2 md:left-1/2 md:max-h-[calc(100dvh-2rem)] md:w-full md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:border md:border-slate-200 md:p-6 md:shadow-xl',
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">
              {VOICE_MODE_TITLE}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              aria-label={t('voiceMode.close')}
              className="-me-2 -mt-1 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <X className="size-4" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <DialogPrimitive.Description className="sr-only">
            {t('voiceMode.description')}
          </DialogPrimitive.Description>
          {open ? <VoiceConversation {...props} onHangUp={() => onOpenChange(false)} /> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
