import { LIMITS } from '../../../contract/limits.ts';
import type {
  FORM_SEARCH_TYPES,
  KnowledgeLevel,
  Language,
  UsmleStep,
} from '../../../contract/vocabulary-values.ts';
import type { SearchRequestInput } from '../../../contract/index.ts';
import type { AttachmentRequestFields } from '../../lib/documents/attachment-request.ts';

export type FormSearchType = (typeof FORM_SEARCH_TYPES)[number];

export interface SearchFormValues {
  query: string;
  searchType: FormSearchType;
  level: KnowledgeLevel;
  language: Language;
  usmleStep: UsmleStep | undefined;
  location: string;
  /** An attached file decides the search type; the question becomes optional. */
  attachment?: {
    fields: AttachmentRequestFields;
    /** Asked when the question box is left blank ('Please analyze this lab report.'). */
    defaultQuery: string;
  };
}

/**
 * The request the form sends, or undefined for a blank question without a file (never submitted).
 * USMLE always asks at expert level; the location only travels with clinical-trial searches.
 */
export function buildSearchRequest(values: SearchFormValues): SearchRequestInput | undefined {
  const query = values.query.trim();
  if (values.attachment) {
    return {
      query: query === '' ? values.attachment.defaultQuery : query,
      medicalKnowledgeLevel: values.level,
      language: values.language,
      ...values.attachment.fields,
    };
  }
  if (query === '') return undefined;
  const isUsmle = values.searchType === 'usmle-preparation';
  const location = values.location.trim().slice(0, LIMITS.locationMaxChars);
  return {
    query,
    searchType: values.searchType,
    medicalKnowledgeLevel: isUsmle ? 'medical-expert' : values.level,
    language: values.language,
    ...(isUsmle && values.usmleStep ? { usmleStep: values.usmleStep } : {}),
    ...(values.searchType === 'clinical-trials' && location !== '' ? { location } : {}),
  };
}
