import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileCheck2, ScanEye, ScanText } from 'lucide-react';
import type { LabTestResult, SearchDataTypes } from '../../../contract/index.ts';
import { cx } from '../../lib/class-names.ts';
import { LabFindings } from './lab-findings.tsx';
import { LabRangeBar } from './lab-range-bar.tsx';
import {
  displayStatusOf,
  isOutOfRange,
  LabStatusBadge,
  type LabDisplayStatus,
} from './lab-status-badge.tsx';

export interface LabResultsTableProps {
  lab: SearchDataTypes['lab'];
}

// Out-of-range rows get a tint and an edge mark besides their badge, so they stand out in a scan.
const ROW_TINTS: Partial<Record<LabDisplayStatus, string>> = {
  high: 'bg-rose-50/70 shadow-[inset_4px_0_0_var(--color-rose-400)]',
  abnormal: 'bg-rose-50/70 shadow-[inset_4px_0_0_var(--color-rose-400)]',
  low: 'bg-amber-50/70 shadow-[inset_4px_0_0_var(--color-amber-400)]',
};

const VALUE_COLOURS: Partial<Record<LabDisplayStatus, string>> = {
  high: 'text-rose-800',
  abnormal: 'text-rose-800',
  low: 'text-amber-900',
};

/**
 * How the values were read. Only a text layer gives them exactly as printed; OCR and the vision
 * model read a picture, so the reader is asked to check each value against the paper.
 */
function SourceNote({ lab }: LabResultsTableProps) {
  const { t } = useTranslation();
  const exact = lab.source === 'text-layer';
  const Icon = exact ? FileCheck2 : lab.source === 'ocr' ? ScanText : ScanEye;
  const text =
    lab.source === 'vision'
      ? t('lab.table.source.vision')
      : lab.source === 'ocr'
        ? t('lab.table.source.ocr')
        : lab.pageCount === 0
          ? t('lab.table.source.textFile')
          : t('lab.table.source.textLayer');
  return (
    <p
      className={cx(
        'flex items-start gap-2 rounded-xl px-3 py-2 text-sm ring-1',
        exact
          ? 'bg-brand-50 text-brand-900 ring-brand-200'
          : 'bg-amber-50 text-amber-950 ring-amber-300',
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}

function DesktopTable({ tests, caption }: { tests: readonly LabTestResult[]; caption: string }) {
  const { t } = useTranslation();
  const head =
    'px-3 py-2.5 text-start text-xs font-semibold tracking-wide text-slate-600 uppercase';
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-slate-200 sm:block">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={head}>
              {t('lab.table.columns.test')}
            </th>
            <th scope="col" className={head}>
              {t('lab.table.columns.result')}
            </th>
            <th scope="col" className={head}>
              {t('lab.table.columns.unit')}
            </th>
            <th scope="col" className={head}>
              {t('lab.table.columns.range')}
            </th>
            <th scope="col" className={head}>
              {t('lab.table.columns.status')}
            </th>
            <th scope="col" className={cx(head, 'w-36')}>
              {t('lab.table.columns.position')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {tests.map((test, index) => {
            const status = displayStatusOf(test);
            return (
              <tr key={`${test.testName}-${index}`} className={ROW_TINTS[status]}>
                <th scope="row" className="px-3 py-3 text-start font-medium text-slate-900">
                  {test.testName}
                </th>
                <td
                  className={cx(
                    'px-3 py-3 tabular-nums',
                    isOutOfRange(status) ? 'font-bold' : 'text-slate-900',
                    VALUE_COLOURS[status],
                  )}
                >
                  {test.value}
                </td>
                <td className="px-3 py-3 text-slate-700">{test.unit}</td>
                <td className="px-3 py-3 text-slate-700 tabular-nums">{test.referenceRange}</td>
                <td className="px-3 py-3">
                  <LabStatusBadge status={status} />
                </td>
                <td className="px-3 py-3">
                  <LabRangeBar value={test.value} referenceRange={test.referenceRange} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Below 640 px six columns do not fit: one card per test, same facts, same marks. */
function MobileCards({ tests, caption }: { tests: readonly LabTestResult[]; caption: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={caption} className="space-y-3 sm:hidden">
      {tests.map((test, index) => {
        const status = displayStatusOf(test);
        return (
          <li
            key={`${test.testName}-${index}`}
            className={cx(
              'rounded-xl border border-slate-200 p-4',
              ROW_TINTS[status] ?? 'bg-white',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <h4 className="min-w-0 font-semibold break-words text-slate-900">{test.testName}</h4>
              <LabStatusBadge status={status} />
            </div>
            <dl className="mt-2 space-y-2">
              <div>
                <dt className="sr-only">{t('lab.table.columns.result')}</dt>
                <dd className="flex flex-wrap items-baseline gap-x-1.5">
                  <span
                    className={cx(
                      'text-xl font-semibold tabular-nums',
                      isOutOfRange(status) ? VALUE_COLOURS[status] : 'text-slate-900',
                    )}
                  >
                    {test.value}
                  </span>
                  <span className="text-sm text-slate-600">{test.unit}</span>
                </dd>
              </div>
              <div className="flex flex-wrap gap-x-1.5 text-sm">
                <dt className="text-slate-600">{t('lab.table.rangeLabel')}</dt>
                <dd className="font-medium text-slate-800 tabular-nums">
                  {test.referenceRange || t('lab.table.noRange')}
                </dd>
              </div>
              <div>
                <dt className="sr-only">{t('lab.table.columns.position')}</dt>
                <dd>
                  <LabRangeBar value={test.value} referenceRange={test.referenceRange} />
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

function countsOf(tests: readonly LabTestResult[]): Record<LabDisplayStatus, number> {
  const counts = { normal: 0, high: 0, low: 0, abnormal: 0, unflagged: 0 };
  for (const test of tests) counts[displayStatusOf(test)] += 1;
  return counts;
}

/**
 * Every test of a lab report as read: value, unit, printed range, status in words and colour,
 * out-of-range rows marked, a bar for where the value sits, how the table was read, and the
 * abnormal findings. Used on the /ask lab page and with a lab report attached on the main page.
 */
export function LabResultsTable({ lab }: LabResultsTableProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const tests = lab.extraction.testResults;
  const counts = countsOf(tests);
  const caption = t('lab.table.caption', { fileName: lab.fileName });

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('lab.table.heading')}
          </h3>
          <p className="text-sm break-all text-slate-600">
            {t('lab.table.summary', { count: tests.length, fileName: lab.fileName })}
          </p>
        </div>
        {tests.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t('lab.table.countsLabel')}>
            {(['high', 'low', 'abnormal', 'normal', 'unflagged'] as const)
              .filter((status) => counts[status] > 0)
              .map((status) => (
                <li
                  key={status}
                  className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
                >
                  {t(`lab.table.counts.${status}`, { count: counts[status] })}
                </li>
              ))}
          </ul>
        ) : null}
      </div>
      <SourceNote lab={lab} />
      {tests.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-700">
          {t('lab.table.empty')}
        </p>
      ) : (
        <>
          <DesktopTable tests={tests} caption={caption} />
          <MobileCards tests={tests} caption={caption} />
        </>
      )}
      {counts.unflagged > 0 ? (
        <p className="text-xs text-slate-600">{t('lab.table.unflaggedNote')}</p>
      ) : null}
      {tests.length > 0 ? (
        // A table read by rules (text layer, OCR) says its findings in the interface's words
        // from the rows; only a model's reading of a picture brings findings of its own.
        <LabFindings
          tests={tests}
          findings={lab.source === 'vision' ? lab.extraction.abnormalFindings : []}
        />
      ) : null}
    </section>
  );
}
