import { redactPhi } from '../../../shared/privacy/redact-phi.ts';

/** 'Mary Johnson', 'Lisa Ann Taylor': what a person's name looks like without a label. */
const LOOKS_LIKE_A_NAME = /^(?:[A-Z][a-z'’-]+\s+){1,2}[A-Z][a-z'’-]+$/;
/** A word that makes a title-case pair a medical term after all ('Iron Deficiency'). */
const MEDICAL_WORD =
  /(?:emia|itis|osis|pathy|iasis|ency|ism|oma|uria|algia|plasia|trophy|disease|syndrome|disorder|infection|failure|acid|level|count|ratio|function|cancer|diabetes|pressure)$/i;
const looksLikeAName = (term: string): boolean =>
  LOOKS_LIKE_A_NAME.test(term) && !term.split(/\s+/).some((word) => MEDICAL_WORD.test(word));

/**
 * Whether a model's search term may go to PubMed and the health sites: a short term with no
 * identifier in it (the redactor leaves it as it was), no long number, no bracket or address sign,
 * and not shaped like a bare name ('Mary Johnson'; 'Graves Disease' passes on its medical word).
 */
export function isMedicalTerm(keyword: string): boolean {
  const trimmed = keyword.trim();
  return (
    trimmed.length >= 3 &&
    trimmed.length <= 60 &&
    redactPhi(trimmed) === trimmed &&
    !/\d{3,}|[[\]@\\:]/.test(trimmed) &&
    !looksLikeAName(trimmed)
  );
}
