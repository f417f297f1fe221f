import { useTranslation } from 'react-i18next';
import { ArrowUp, LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

/** 'Search', with a spinner while a search runs. */
export function SubmitButton({ busy, disabled }: { busy: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={disabled} className="min-w-24">
      {busy ? (
        <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <ArrowUp aria-hidden="true" />
      )}
      {t('search.submit')}
    </Button>
  );
}
