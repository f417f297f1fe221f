import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HeartPulse } from 'lucide-react';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { InterfaceLanguageSelect } from './interface-language-select.tsx';

function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/85 backdrop-blur supports-[backdrop-filter]:bg-white/70">
      <div className="mx-auto flex h-16 max-w-5xl items-center px-4 sm:px-6">
        <Link
          to="/"
          aria-label={t('app.homeLink')}
          className="flex items-center gap-2.5 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <span className="flex size-9 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-sky-700 text-white shadow-sm">
            <HeartPulse className="size-5" aria-hidden="true" />
          </span>
          <span className="text-lg font-semibold tracking-tight text-slate-900">
            {t('app.name')}
          </span>
        </Link>
        <div className="ms-auto">
          <InterfaceLanguageSelect />
        </div>
      </div>
    </header>
  );
}

function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto max-w-5xl space-y-1.5 px-4 py-6 text-center text-xs leading-relaxed text-slate-600 sm:px-6">
        <p>{t('app.footerDisclaimer')}</p>
        <p className="font-medium text-slate-700">{t('app.footerEmergency')}</p>
      </div>
    </footer>
  );
}

/** The frame around every page: skip link, header, main landmark, footer. */
export function AppLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
      >
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <OfflineBanner />
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
