import { useTranslation } from 'react-i18next';
import { CircleAlert, RotateCcw } from 'lucide-react';
import { Button } from './ui/button.tsx';
import { cx } from '../lib/class-names.ts';

/** A failure in SPEC.md's words, announced at once, with a retry where one makes sense. */
export function ErrorNote({
  text,
  onRetry,
  className,
}: {
  text: string;
  onRetry?: () => void;
  /** The corner radius of the card it sits in. */
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cx(
        'flex flex-wrap items-center gap-3 border border-red-200 bg-red-50 p-4 text-sm text-red-900',
        className,
      )}
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
