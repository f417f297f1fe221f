import { TriangleAlert } from 'lucide-react';
import { safetyLanguage, safetyTextsFor } from '../../../shared/safety-texts/safety-texts.ts';
import { textDirection } from '../../lib/i18n-languages.ts';

export interface MedicalDisclaimerProps {
  /** The answer's language; SPEC.md's English text, word for word, when unset or English. */
  language?: string;
}

/** The fixed disclaimer shown with every result (SPEC 8), in the answer's language. */
export function MedicalDisclaimer({ language }: MedicalDisclaimerProps) {
  const code = safetyLanguage(language);
  const { disclaimer, disclaimerLead } = safetyTextsFor(code);
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm leading-relaxed text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      {/* In the answer's language and direction, whatever the page's. */}
      <p lang={code} dir={textDirection(code)}>
        <strong className="font-semibold">{disclaimerLead}</strong>
        {disclaimer.slice(disclaimerLead.length)}
      </p>
    </div>
  );
}
