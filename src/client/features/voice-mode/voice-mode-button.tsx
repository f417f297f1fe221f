import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudioLines } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import { Button } from '../../components/ui/button.tsx';
import { useOpenVoiceModeTriggers } from './open-voice-mode-triggers.ts';
import { VoiceModeDialog, type EmergencyBannerComponent } from './voice-mode-dialog.tsx';

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
            aria-label={t('voiceMode.open')}
            aria-describedby={reasonId}
            data-voice-mode="unavailable"
            onClick={(event) => event.preventDefault()}
            className="size-10 cursor-not-allowed rounded-xl text-slate-400 hover:bg-transparent hover:text-slate-400 [&_svg]:size-5"
          >
            <AudioLines aria-hidden="true" />
          </Button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-64 rounded-lg bg-slate-900 px-3 py-2 text-xs leading-snug text-white shadow-lg"
          >
            {t('voiceMode.unavailable')}
            <Tooltip.Arrow className="fill-slate-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
      <span id={reasonId} className="sr-only">
        {t('voiceMode.unavailable')}
      </span>
    </Tooltip.Provider>
  );
}

function LiveVoiceModeButton({
  iceServers,
  messageOrigins,
  EmergencyBanner,
}: Omit<VoiceModeButtonProps, 'available'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
        onClick={() => setOpen(true)}
        className="size-10 rounded-xl text-slate-600 [&_svg]:size-5"
      >
        <AudioLines aria-hidden="true" />
      </Button>
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
    </>
  );
}

/** The voice-mode button of the search form, and the dialog it opens. */
export function VoiceModeButton({ available, ...props }: VoiceModeButtonProps) {
  return available ? <LiveVoiceModeButton {...props} /> : <UnavailableVoiceModeButton />;
}
