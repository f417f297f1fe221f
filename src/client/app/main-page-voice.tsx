import { lazy, Suspense } from 'react';
import type { EmergencyBannerProps } from '../features/results/emergency-banner.tsx';
import type { loadMainPage } from './load-main-page.ts';
import { useRouteData } from './route-data.tsx';

// Voice features load when first shown: most visits never use them.
const DictateButton = lazy(async () => ({
  default: (await import('../features/dictation/dictate-button.tsx')).DictateButton,
}));
// The banner carries every language's safety texts: it loads with voice mode (or the answer
// code), not with the first screen.
const loadEmergencyBanner = () => import('../features/results/emergency-banner.tsx');
const LazyEmergencyBanner = lazy(async () => ({
  default: (await loadEmergencyBanner()).EmergencyBanner,
}));
const VoiceModeButton = lazy(async () => {
  void loadEmergencyBanner();
  return {
    default: (await import('../features/voice-mode/voice-mode-button.tsx')).VoiceModeButton,
  };
});

/** The dictate button the search form shows beside attach, enabled when the server transcribes. */
export function MainPageDictateButton({ onText }: { onText: (text: string) => void }) {
  const config = useRouteData<typeof loadMainPage>();
  return (
    <Suspense fallback={null}>
      <DictateButton available={config.voice.transcription} onText={onText} />
    </Suspense>
  );
}

/** The page's emergency banner for the voice dialog, loaded with voice mode. */
function VoiceEmergencyBanner(props: EmergencyBannerProps) {
  return (
    <Suspense fallback={null}>
      <LazyEmergencyBanner {...props} />
    </Suspense>
  );
}

/** The voice-mode button beside dictate; the dialog shows the app's own emergency banner. */
export function MainPageVoiceModeButton() {
  const config = useRouteData<typeof loadMainPage>();
  return (
    <Suspense fallback={null}>
      <VoiceModeButton
        available={config.voice.realtime}
        iceServers={config.voice.iceServers}
        messageOrigins={config.voice.messageOrigins}
        EmergencyBanner={VoiceEmergencyBanner}
      />
    </Suspense>
  );
}
