import { useTranslation } from 'react-i18next';
import { ArrowUp, LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** 'Search', with a spinner while a search runs. */
export function SubmitButton({
  busy,
  disabled,
  describedBy,
}: {
  busy: boolean;
  disabled: boolean;
  /** The one-line reason when it cannot be pressed, such as being offline. */
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={disabled} aria-describedby={describedBy} className="min-w-24">
      {busy ? (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <ArrowUp aria-hidden="true" />
      )}
      {t('search.submit')}
    </Button>
  );
}
