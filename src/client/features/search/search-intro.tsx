import { useTranslation } from 'react-i18next';

export interface SearchIntroProps {
  assistantName: string;
}

/** The welcome above the form before the first search. */
export function SearchIntro({ assistantName }: SearchIntroProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h1 className="text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {t('intro.headline', { name: assistantName })}
      </h1>
      <p className="mt-3 text-base text-pretty text-slate-600 sm:text-lg">{t('intro.subtitle')}</p>
    </div>
  );
}
