import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Compass } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-200">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">
        {t('notFound.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('notFound.body')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </div>
  );
}
