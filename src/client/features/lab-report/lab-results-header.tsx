import { useTranslation } from 'react-i18next';
import { Languages, RotateCcw } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { languageNameIn } from '../../lib/i18n-languages.ts';
import type { LabSettings } from '../../lib/lab-requests.ts';

export interface LabResultsHeaderProps {
  headingId: string;
  /** The level and language the analysis was asked for (they may have been changed since). */
  settings: LabSettings;
  onStartOver: () => void;
  disabled: boolean;
}

/** 'Analysis Results' with the settings used, and the way to start again with another report. */
export function LabResultsHeader({
  headingId,
  settings,
  onStartOver,
  disabled,
}: LabResultsHeaderProps) {
  const { t, i18n } = useTranslation();
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="space-y-2">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {t('lab.results.heading')}
        </h2>
        <p className="flex flex-wrap items-center gap-2">
          <span className="sr-only">{t('lab.results.settingsUsed')}</span>
          <Badge tone="brand">
            {t('result.levelBadge', { level: t(`search.levels.${settings.level}`) })}
          </Badge>
          <Badge tone="info">
            <Languages aria-hidden="true" />
            {t('lab.results.language', {
              language: languageNameIn(settings.language, i18n.language),
            })}
          </Badge>
        </p>
      </div>
      <Button variant="secondary" onClick={onStartOver} disabled={disabled}>
        <RotateCcw aria-hidden="true" />
        {t('lab.results.startOver')}
      </Button>
    </div>
  );
}
