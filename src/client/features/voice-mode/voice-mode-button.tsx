import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioLines } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { UnavailableIconButton } from '../../components/ui/unavailable-icon-button.tsx';
import { useOpenVoiceModeTriggers } from './open-voice-mode-triggers.ts';
import type { EmergencyBannerComponent } from './voice-mode-dialog.tsx';

// The dialog (WebRTC session, realtime events, transcript) loads when first opened, not with the
// form the button sits in.
const VoiceModeDialog = lazy(async () => ({
  default: (await import('./voice-mode-dialog.tsx')).VoiceModeDialog,
}));

export interface VoiceModeButtonProps {
  /** The server offers realtime voice (GET /api/config `voice.realtime`). */
  available: boolean;
  iceServers: readonly string[];
  /** Origins besides this one whose 'open-voice-mode' message is obeyed. */
  messageOrigins: readonly string[];
  EmergencyBanner: EmergencyBannerComponent;
}

function UnavailableVoiceModeButton() {
  const { t } = useTranslation();
  return (
    <UnavailableIconButton
      label={t('voiceMode.open')}
      reason={t('voiceMode.unavailable')}
      icon={<AudioLines aria-hidden="true" />}
      dataAttributes={{ 'data-voice-mode': 'unavailable' }}
    />
  );
}

function LiveVoiceModeButton({
  iceServers,
  messageOrigins,
  EmergencyBanner,
}: Omit<VoiceModeButtonProps, 'available'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOpenVoiceModeTriggers(buttonRef, messageOrigins);
  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        aria-label={t('voiceMode.open')}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        className="size-10 rounded-xl text-slate-600 [&_svg]:size-5"
      >
        <AudioLines aria-hidden="true" />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <VoiceModeDialog
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              // Focus back on the button that opened it, as Radix does for its own triggers.
              if (!next) requestAnimationFrame(() => buttonRef.current?.focus());
            }}
            iceServers={iceServers}
            EmergencyBanner={EmergencyBanner}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** The voice-mode button of the search form, and the dialog it opens. */
export function VoiceModeButton({ available, ...props }: VoiceModeButtonProps) {
  return available ? <LiveVoiceModeButton {...props} /> : <UnavailableVoiceModeButton />;
}
