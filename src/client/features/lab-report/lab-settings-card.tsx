import { useTranslation } from 'react-i18next';
import { GraduationCap, Languages, Sparkles } from 'lucide-react';
import { KNOWLEDGE_LEVELS } from '../../../contract/index.ts';
import type { LabSettings } from '../../lib/lab-requests.ts';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { answerLanguageOptions } from '../../lib/i18n-languages.ts';

/** SPEC.md section 4: what a reset returns to. */
export const DEFAULT_LAB_SETTINGS: LabSettings = {
  level: 'no-medical-experience',
  language: 'en',
};

export interface LabSettingsCardProps {
  settings: LabSettings;
  onChange: (settings: LabSettings) => void;
  onAnalyze: () => void;
  busy: boolean;
}

/** Knowledge level, answer language and the button that starts the analysis. */
export function LabSettingsCard({ settings, onChange, onAnalyze, busy }: LabSettingsCardProps) {
  const { t, i18n } = useTranslation();
  return (
    <section
      aria-label={t('lab.settings.heading')}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 className="text-base font-semibold text-slate-900">{t('lab.settings.heading')}</h2>
      <p className="mt-0.5 text-sm text-slate-600">{t('lab.settings.hint')}</p>
      {/* Each selector as wide as its longest option; a long language wraps one to a new row. */}
      <div className="mt-4 grid grid-cols-1 gap-3 sm:flex sm:flex-wrap sm:items-end sm:[&>div]:flex-[1_1_auto]">
        <SelectField
          label={t('lab.settings.levelLabel')}
          icon={<GraduationCap />}
          value={settings.level}
          disabled={busy}
          onValueChange={(level) => onChange({ ...settings, level })}
          options={KNOWLEDGE_LEVELS.map((level) => ({
            value: level,
            label: t(`search.levels.${level}`),
          }))}
        />
        <SelectField
          label={t('lab.settings.languageLabel')}
          icon={<Languages />}
          value={settings.language}
          disabled={busy}
          onValueChange={(language) => onChange({ ...settings, language })}
          options={answerLanguageOptions(i18n.language)}
        />
        <Button size="lg" onClick={onAnalyze} disabled={busy} className="w-full sm:w-auto">
          <Sparkles aria-hidden="true" />
          {t('lab.settings.analyze')}
        </Button>
      </div>
    </section>
  );
}
