import { TriangleAlert } from 'lucide-react';
import { MEDICAL_DISCLAIMER } from '../../../contract/index.ts';

const [LEAD = '', ...REST] = MEDICAL_DISCLAIMER.split(': ');

/** The fixed disclaimer shown with every result (SPEC 8), word for word. */
export function MedicalDisclaimer() {
  return (
    <div
      role="note"
      className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm leading-relaxed text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      {/* A fixed English text (SPEC.md), so it keeps English direction on a right-to-left page. */}
      <p lang="en" dir="ltr">
        <strong className="font-semibold">{`${LEAD}: `}</strong>
        {REST.join(': ')}
      </p>
    </div>
  );
}
