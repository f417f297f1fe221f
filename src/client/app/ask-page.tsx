import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';

/** The lab page is active only for these `type` values (SPEC.md section 2). */
export const isLabReportType = (type: string | null): boolean =>
  type === 'LabReport' || type === 'lab-report';

/**
 * '/ask': lab-report analysis. The analysis itself arrives with the lab-report feature; until then,
 * and for any other `type`, the page says what it is for.
 */
export function AskPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-200">
        <FlaskConical className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-slate-900">
        {t('conversation.askNotice.title')}
      </h1>
      <p className="mt-2 text-slate-600">
        {isLabReportType(params.get('type'))
          ? t('conversation.askNotice.unavailable')
          : t('conversation.askNotice.body')}
      </p>
      <Button asChild className="mt-8">
        <Link to="/">{t('conversation.askNotice.home')}</Link>
      </Button>
    </div>
  );
}
