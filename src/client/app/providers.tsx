import { lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Direction } from 'radix-ui';
import { i18next } from '../lib/i18n.ts';
import { textDirection } from '../lib/i18n-languages.ts';
import { loadSonner, useToasterNeeded } from '../lib/toast.ts';

// The toast library loads with the first toast (lib/toast.ts), not with the first screen.
const Toaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

// Sonner's rich colours put text at about 4.2:1 on its tinted backgrounds; these pass WCAG AA.
const TOAST_COLOURS = {
  '--success-text': 'hsl(140, 100%, 20%)',
  '--info-text': 'hsl(210, 92%, 32%)',
  '--warning-text': 'hsl(31, 92%, 24%)',
  '--error-text': 'hsl(360, 100%, 33%)',
} as CSSProperties;

/** Radix menus and selects read the direction from context, not from `<html dir>`. */
function DirectionFromLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const dir = textDirection(i18n.language);
  const toasterNeeded = useToasterNeeded();
  return (
    <Direction.Provider dir={dir}>
      {children}
      {toasterNeeded ? (
        <Suspense fallback={null}>
          <Toaster position="top-center" richColors closeButton dir={dir} style={TOAST_COLOURS} />
        </Suspense>
      ) : null}
    </Direction.Provider>
  );
}

/** App-wide context: translations, text direction, and the toast outlet later features use. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      <DirectionFromLanguage>{children}</DirectionFromLanguage>
    </I18nextProvider>
  );
}
