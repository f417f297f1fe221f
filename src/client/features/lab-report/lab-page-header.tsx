import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, FlaskConical } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** The lab page's title, what it does, and the way back to the search. */
export function LabPageHeader() {
  const { t } = useTranslation();
  return (
    <header className="space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ms-3">
        <Link to="/">
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden="true" />
          {t('lab.backToSearch')}
        </Link>
      </Button>
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-brand-200">
          <FlaskConical className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {t('lab.title')}
        </h1>
      </div>
      <p className="max-w-2xl text-slate-600">{t('lab.subtitle')}</p>
    </header>
  );
}
