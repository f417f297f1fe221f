import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { i18next } from '../lib/i18n.ts';

/** App-wide context: translations, and the toast outlet later features use. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18next}>
      {children}
      <Toaster position="top-center" richColors closeButton />
    </I18nextProvider>
  );
}
