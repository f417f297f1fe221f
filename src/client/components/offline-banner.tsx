import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { useOnlineStatus } from '../lib/use-online-status.ts';

/** Said plainly when the app opened (or stayed open) without a connection. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    // Always in the page, so the change to offline is announced as it happens.
    <div role="status" className="empty:hidden">
      {online ? null : (
        <div className="mx-auto mt-4 flex max-w-5xl items-start gap-3 px-4 sm:px-6">
          <p className="flex w-full items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <WifiOff className="mt-0.5 size-4 shrink-0 text-amber-800" aria-hidden="true" />
            <span>
              <strong className="font-semibold">{t('offline.title')}</strong> {t('offline.banner')}
            </span>
          </p>
        </div>
      )}
    </div>
  );
}
