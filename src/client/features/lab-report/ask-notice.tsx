import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** '/ask' with any other `type`: the page says what it is for (SPEC.md section 2). */
export function AskNotice() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-200">
        <FlaskConical className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">
        {t('conversation.askNotice.title')}
      </h1>
      <p className="mt-2 text-slate-600">{t('conversation.askNotice.body')}</p>
      <Button asChild className="mt-8">
        <Link to="/">{t('conversation.askNotice.home')}</Link>
      </Button>
    </div>
  );
}
