import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, Flag } from 'lucide-react';
import type { LabTestResult } from '../../../contract/index.ts';
import { displayStatusOf, isOutOfRange } from './lab-status-badge.tsx';

export interface LabFindingsProps {
  tests: readonly LabTestResult[];
  /** The extraction's own list; when it is empty the out-of-range rows speak for themselves. */
  findings: readonly string[];
}

/** The abnormal findings as a short list, so what needs attention is read first. */
export function LabFindings({ tests, findings }: LabFindingsProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const items =
    findings.length > 0
      ? findings
      : tests
          .filter((test) => isOutOfRange(displayStatusOf(test)))
          .map((test) =>
            t('lab.findings.item', {
              test: test.testName,
              value: [test.value, test.unit].filter(Boolean).join(' '),
              status: t(`lab.status.${test.status}`).toLowerCase(),
            }),
          );

  if (items.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2.5 text-sm text-emerald-900 ring-1 ring-emerald-200">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        {t('lab.findings.none')}
      </p>
    );
  }
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-rose-200 bg-white p-4 shadow-[inset_4px_0_0_var(--color-rose-400)]"
    >
      <h4 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Flag className="size-4 text-rose-700" aria-hidden="true" />
        {t('lab.findings.heading', { count: items.length })}
      </h4>
      <ul className="mt-2 list-disc space-y-1 ps-5 sm:ps-10 text-sm text-slate-800 marker:text-rose-500">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
