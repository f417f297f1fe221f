import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import type {
  KnowledgeLevel,
  Language,
  SearchRequestInput,
  UsmleStep,
} from '../../../contract/index.ts';
import { attachmentRequestFields } from '../../lib/documents/attachment-request.ts';
import { useOnlineStatus } from '../../lib/use-online-status.ts';
import { AttachButton } from './attach-button.tsx';
import { AttachedFile } from './attached-file.tsx';
import { buildSearchRequest, type FormSearchType } from './build-search-request.ts';
import { EvidenceOnlyBadge } from './evidence-only-badge.tsx';
import { ExampleQuestions } from './example-questions.tsx';
import { PrivacyNotice } from './privacy-notice.tsx';
import { QueryBox } from './query-box.tsx';
import { SearchOptions } from './search-options.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useAttachment } from './use-attachment.ts';
import { useAutoUpload } from './use-auto-upload.ts';
import { useSearchPreferences } from './use-search-preferences.ts';

export interface SearchFormProps {
  /** A search is running: submitting is blocked (SPEC 4), typing is not. */
  busy: boolean;
  /** `fileName` is the attached file's own name, for the screen; the request carries it redacted. */
  onSearch: (request: SearchRequestInput, fileName?: string) => void;
  /** The types this server runs, in selector order. */
  searchTypes: readonly FormSearchType[];
  /** False in evidence-only mode: the form says so. */
  modelAvailable: boolean;
  /** Focus the question box when the form appears (after 'Start New Search'). */
  focusOnMount?: boolean;
  /** Offer example questions (before the first search). */
  showExamples?: boolean;
  /**
   * Values the form starts with (from the page URL): the level becomes a preference, the language
   * answers from this form only.
   */
  initial?: Partial<{
    query: string;
    searchType: FormSearchType;
    level: KnowledgeLevel;
    language: Language;
    usmleStep: UsmleStep;
  }>;
  /** SPEC 4: after a URL-triggered search, changing the type keeps the question. */
  keepQueryOnTypeChange?: boolean;
  /** `autoUpload=true` in the URL: pulse the attach button and open the picker once. */
  autoUpload?: boolean;
  /** Told once the auto-upload has happened, so a remounted form does not repeat it. */
  onAutoUploadDone?: () => void;
  /** The dictate button beside attach; its transcript is added to the question. */
  DictateButton?: ComponentType<{ onText: (text: string) => void }>;
  /** The voice-mode button between dictate and submit (SPEC.md section 2). */
  VoiceModeButton?: ComponentType;
  /** A stopped search's question: put back in an empty question box, so nothing typed is lost. */
  restoreQuery?: string;
}

/** The search form: question, search type, audience, language, and the privacy notice. */
export function SearchForm({
  busy,
  onSearch,
  searchTypes,
  modelAvailable,
  focusOnMount = false,
  showExamples = false,
  initial,
  keepQueryOnTypeChange = false,
  autoUpload = false,
  onAutoUploadDone,
  DictateButton,
  VoiceModeButton,
  restoreQuery,
}: SearchFormProps) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const offlineReasonId = useId();
  const [preferences, setPreferences] = useSearchPreferences();
  const [query, setQuery] = useState(initial?.query ?? '');
  // Adjusted while rendering (not in an effect) when a search is stopped; a question typed since
  // the search began is left alone.
  const [restored, setRestored] = useState(restoreQuery);
  if (restoreQuery !== restored) {
    setRestored(restoreQuery);
    if (restoreQuery !== undefined && query.trim() === '') setQuery(restoreQuery);
  }
  const [searchType, setSearchType] = useState<FormSearchType>(
    initial?.searchType && searchTypes.includes(initial.searchType)
      ? initial.searchType
      : (searchTypes[0] ?? 'health-info'),
  );
  const [usmleStep, setUsmleStep] = useState<UsmleStep | undefined>(initial?.usmleStep);
  const [location, setLocation] = useState('');
  const [showEmptyError, setShowEmptyError] = useState(false);
  const queryRef = useRef<HTMLTextAreaElement>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const { state: attachmentState, attach, remove, warmUp } = useAttachment({ modelAvailable });
  const { pulsing, stopPulsing } = useAutoUpload(autoUpload, fileInputRef, onAutoUploadDone);
  const attachment = attachmentState.status === 'ready' ? attachmentState.attachment : undefined;
  const reading = attachmentState.status === 'reading';

  useEffect(() => {
    if (focusOnMount) queryRef.current?.focus();
  }, [focusOnMount]);

  const initialLevel = initial?.level;
  useEffect(() => {
    if (initialLevel) setPreferences({ level: initialLevel });
  }, [initialLevel, setPreferences]);
  // A link's `lang` answers this search in that language but is not remembered for later visits:
  // only a language the visitor picks here is (SPEC 5's stored preference).
  const [linkLanguage, setLinkLanguage] = useState<Language | undefined>(initial?.language);
  const language = linkLanguage ?? preferences.language;
  const chooseLanguage = useCallback(
    (chosen: Language): void => {
      setLinkLanguage(undefined);
      setPreferences({ language: chosen });
    },
    [setPreferences],
  );

  const submit = (): void => {
    if (busy || reading || !online) return;
    const request = buildSearchRequest({
      query,
      searchType,
      level: preferences.level,
      language,
      usmleStep,
      location,
      attachment: attachment && {
        fields: attachmentRequestFields(attachment),
        defaultQuery: t(`upload.defaultQuestions.${attachment.searchType}`),
      },
    });
    if (!request) {
      setShowEmptyError(true);
      queryRef.current?.focus();
      return;
    }
    if (attachment) onSearch(request, attachment.fileName);
    else onSearch(request);
    setQuery('');
    // The file went with this question; the next one starts without it.
    remove();
  };

  const onFormSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    submit();
  };

  const onSearchTypeChange = (next: FormSearchType): void => {
    setSearchType(next);
    // SPEC 4: a new type starts a new question, and only USMLE keeps a step.
    if (!keepQueryOnTypeChange) setQuery('');
    setShowEmptyError(false);
    if (next !== 'usmle-preparation') setUsmleStep(undefined);
  };

  // Dictated words join what is typed, and the cursor stays in the question box.
  const addDictatedText = (text: string): void => {
    setQuery((current) => (current.trim() === '' ? text : `${current.trimEnd()} ${text}`));
    setShowEmptyError(false);
    queryRef.current?.focus();
  };

  const blank = query.trim() === '';
  const canSubmit = online && !busy && !reading && (!blank || attachment !== undefined);

  return (
    <form
      onSubmit={onFormSubmit}
      aria-label={t('search.formLabel')}
      className="space-y-3"
      noValidate
    >
      <div className="overflow-hidden rounded-2xl border border-slate-300 bg-white shadow-sm transition-shadow focus-within:border-brand-600 focus-within:ring-4 focus-within:ring-brand-600/15">
        {attachmentState.status === 'empty' ? null : (
          <div className="px-3 pt-3">
            <AttachedFile
              state={attachmentState}
              onRemove={() => {
                remove();
                queryRef.current?.focus();
              }}
            />
          </div>
        )}
        <QueryBox
          value={query}
          onChange={(value) => {
            setQuery(value);
            if (value.trim() !== '') setShowEmptyError(false);
          }}
          onSubmit={submit}
          error={showEmptyError ? t('search.emptyQuery') : undefined}
          textareaRef={queryRef}
          placeholder={
            attachmentState.status === 'empty'
              ? t(`search.placeholders.${searchType}`)
              : t('upload.questionOptional')
          }
          action={
            <div className="flex items-center gap-2">
              <AttachButton
                inputRef={fileInputRef}
                pulsing={pulsing}
                onOpen={warmUp}
                onPick={(file) => {
                  stopPulsing();
                  setShowEmptyError(false);
                  void attach(file);
                }}
              />
              {DictateButton ? <DictateButton onText={addDictatedText} /> : null}
              {VoiceModeButton ? <VoiceModeButton /> : null}
              <SubmitButton
                busy={busy}
                disabled={!canSubmit}
                describedBy={online ? undefined : offlineReasonId}
              />
            </div>
          }
        />
        <div className="border-t border-slate-200 bg-slate-50/70 p-4">
          <SearchOptions
            searchTypes={searchTypes}
            searchType={searchType}
            onSearchTypeChange={onSearchTypeChange}
            level={preferences.level}
            onLevelChange={(level) => setPreferences({ level })}
            usmleStep={usmleStep}
            onUsmleStepChange={setUsmleStep}
            language={language}
            onLanguageChange={chooseLanguage}
            location={location}
            onLocationChange={setLocation}
          />
        </div>
      </div>
      {showExamples ? (
        <ExampleQuestions
          searchType={searchType}
          onPick={(question) => {
            setQuery(question);
            setShowEmptyError(false);
            queryRef.current?.focus();
          }}
        />
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-1">
        <PrivacyNotice />
        {online ? null : (
          <p id={offlineReasonId} className="text-sm font-medium text-amber-900">
            {t('offline.searchReason')}
          </p>
        )}
        {modelAvailable ? null : <EvidenceOnlyBadge />}
      </div>
    </form>
  );
}
