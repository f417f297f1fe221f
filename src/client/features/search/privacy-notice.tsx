import { useTranslation } from 'react-i18next';
import { Lock } from 'lucide-react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Button } from '../../components/ui/button.tsx';

const ITEMS = [
  'itemServer',
  'itemModel',
  'itemDatabases',
  'itemBrowser',
  'itemFiles',
  'itemAdvice',
] as const;

/** The 'Privacy Notice' link and the dialog it opens: what leaves the browser, and where to. */
export function PrivacyNotice() {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('privacy.title')}
      description={t('privacy.intro')}
      closeLabel={t('privacy.close')}
      trigger={
        <Button variant="link" className="text-sm">
          <Lock aria-hidden="true" className="size-3.5!" />
          {t('privacy.link')}
        </Button>
      }
    >
      <ul className="list-disc space-y-2 ps-5 marker:text-brand-600">
        {ITEMS.map((item) => (
          <li key={item}>{t(`privacy.${item}`)}</li>
        ))}
      </ul>
    </Dialog>
  );
}
