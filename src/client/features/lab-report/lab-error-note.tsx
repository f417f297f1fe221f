import { useTranslation } from 'react-i18next';
import { CircleAlert, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** A failure on the lab page, in SPEC.md's words, with a retry where one makes sense. */
export function LabErrorNote({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <CircleAlert className="size-5 shrink-0 text-red-700" aria-hidden="true" />
      <p className="min-w-0 flex-1 font-medium">{text}</p>
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          {t('result.retry')}
        </Button>
      ) : null}
    </div>
  );
}
