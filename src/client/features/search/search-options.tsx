import { useTranslation } from 'react-i18next';
import { GraduationCap, Languages, ListFilter, MapPin, Stethoscope } from 'lucide-react';
import {
  KNOWLEDGE_LEVELS,
  USMLE_STEPS,
  type KnowledgeLevel,
  type Language,
  type UsmleStep,
} from '../../../contract/vocabulary-values.ts';
import { LIMITS } from '../../../contract/limits.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { answerLanguageOptions } from '../../lib/i18n-languages.ts';
import { TextInput } from '../../components/ui/text-input.tsx';
import { FieldLabel } from '../../components/ui/field-label.tsx';
import type { FormSearchType } from './build-search-request.ts';

export interface SearchOptionsProps {
  searchTypes: readonly FormSearchType[];
  searchType: FormSearchType;
  onSearchTypeChange: (type: FormSearchType) => void;
  level: KnowledgeLevel;
  onLevelChange: (level: KnowledgeLevel) => void;
  usmleStep: UsmleStep | undefined;
  onUsmleStepChange: (step: UsmleStep) => void;
  language: Language;
  onLanguageChange: (language: Language) => void;
  location: string;
  onLocationChange: (location: string) => void;
}

/** Search type, audience (or USMLE step), answer language, and a location for trial searches. */
export function SearchOptions(props: SearchOptionsProps) {
  const { t, i18n } = useTranslation();
  const isUsmle = props.searchType === 'usmle-preparation';

  return (
    // On wider screens each selector is as wide as its longest option needs, then they share the
    // row's spare width: a long language (German, Tamil) wraps one to a second row, never cuts it.
    <div className="grid grid-cols-1 gap-3 sm:flex sm:flex-wrap sm:[&>div]:flex-[1_1_auto]">
      <SelectField
        label={t('search.typeLabel')}
        icon={<ListFilter />}
        value={props.searchType}
        onValueChange={props.onSearchTypeChange}
        options={props.searchTypes.map((type) => ({
          value: type,
          label: t(`search.types.${type}`),
        }))}
      />
      {isUsmle ? (
        <SelectField
          label={t('search.usmleStepLabel')}
          icon={<Stethoscope />}
          value={props.usmleStep}
          placeholder={t('search.usmleStepPlaceholder')}
          onValueChange={props.onUsmleStepChange}
          options={USMLE_STEPS.map((step) => ({
            value: step,
            label: t(`search.usmleSteps.${step}`),
          }))}
        />
      ) : (
        <SelectField
          label={t('search.levelLabel')}
          icon={<GraduationCap />}
          value={props.level}
          onValueChange={props.onLevelChange}
          options={KNOWLEDGE_LEVELS.map((level) => ({
            value: level,
            label: t(`search.levels.${level}`),
          }))}
        />
      )}
      <SelectField
        label={t('search.languageLabel')}
        icon={<Languages />}
        value={props.language}
        onValueChange={props.onLanguageChange}
        options={answerLanguageOptions(i18n.language)}
      />
      {props.searchType === 'clinical-trials' ? (
        <div className="sm:w-full">
          <FieldLabel htmlFor="search-location">{t('search.locationLabel')}</FieldLabel>
          <div className="relative">
            <MapPin
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-brand-700"
              aria-hidden="true"
            />
            <TextInput
              id="search-location"
              name="location"
              value={props.location}
              maxLength={LIMITS.locationMaxChars}
              autoComplete="address-level2"
              placeholder={t('search.locationPlaceholder')}
              aria-describedby="search-location-hint"
              onChange={(event) => props.onLocationChange(event.target.value)}
              className="ps-9"
            />
          </div>
          <p id="search-location-hint" className="mt-1 text-xs text-slate-600">
            {t('search.locationHint')}
          </p>
        </div>
      ) : null}
    </div>
  );
}
