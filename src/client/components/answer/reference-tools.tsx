import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import type { CitationQuotes, Reference } from '../../../contract/index.ts';
import { Button } from '../ui/button.tsx';
import { cx } from '../../lib/class-names.ts';

export type ReferenceOrder = 'cited' | 'strongest';

/** The answer the Markdown export writes out with its references. */
export interface ExportableAnswer {
  question: string;
  answer: string;
  /** The answer's language: the export's disclaimer is written in it (English when unset). */
  language?: string;
  /** The passages behind its citations: the export quotes them under each reference. */
  quotes?: CitationQuotes;
}

const loadExport = () => import('../../lib/reference-export/index.ts');

interface OrderToggleProps {
  order: ReferenceOrder;
  onOrderChange: (order: ReferenceOrder) => void;
}

/** 'As cited' (the numbers' own order) or 'Strongest evidence first'. */
export function ReferenceOrderToggle({ order, onOrderChange }: OrderToggleProps) {
  const { t } = useTranslation();
  const options: ReferenceOrder[] = ['cited', 'strongest'];
  return (
    <div
      role="group"
      aria-label={t('references.order.label')}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5 text-xs"
    >
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={order === option}
          onClick={() => onOrderChange(option)}
          className={cx(
            'rounded-md px-2.5 py-1 font-medium focus-visible:outline-2 focus-visible:outline-brand-600',
            order === option
              ? 'bg-brand-700 text-white'
              : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
          )}
        >
          {t(`references.order.${option}`)}
        </button>
      ))}
    </div>
  );
}

interface ExportButtonsProps {
  /** In the order shown, which is the order the citation files list them. */
  references: readonly Reference[];
  /** Present once the answer is complete; then the whole answer can be saved as Markdown. */
  answer?: ExportableAnswer;
}

/** Downloads of the references (RIS, BibTeX) and of the whole answer (Markdown). */
export function ReferenceExportButtons({ references, answer }: ExportButtonsProps) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const stemSource = answer?.question ?? '';

  const save = async (format: 'ris' | 'bibtex' | 'markdown'): Promise<void> => {
    try {
      const exporter = await loadExport();
      const stem = exporter.exportFileStem(stemSource);
      setFailed(false);
      if (format === 'ris') {
        exporter.downloadText(
          `${stem}-references.ris`,
          exporter.formatRis(references),
          'application/x-research-info-systems',
        );
      } else if (format === 'bibtex') {
        exporter.downloadText(
          `${stem}-references.bib`,
          exporter.formatBibtex(references),
          'application/x-bibtex',
        );
      } else if (answer) {
        const markdown = exporter.formatAnswerMarkdown({
          ...answer,
          references,
          referencesHeading: t('references.export.markdownHeading'),
          notFoundText: (n) => t('citations.notFound', { n }),
        });
        exporter.downloadText(`${stem}.md`, markdown, 'text/markdown');
      }
    } catch {
      // The export chunk could not be loaded (offline after an update, say).
      setFailed(true);
    }
  };

  return (
    <div
      role="group"
      aria-label={t('references.export.label')}
      className="flex flex-wrap items-center gap-1.5"
    >
      <span aria-hidden="true" className="text-xs font-medium text-slate-600">
        {t('references.export.label')}
      </span>
      {references.length > 0 ? (
        <>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('references.export.ris')}
            onClick={() => void save('ris')}
          >
            <Download aria-hidden="true" />
            RIS
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('references.export.bibtex')}
            onClick={() => void save('bibtex')}
          >
            <Download aria-hidden="true" />
            BibTeX
          </Button>
        </>
      ) : null}
      {answer ? (
        <Button variant="secondary" size="sm" onClick={() => void save('markdown')}>
          <Download aria-hidden="true" />
          {t('references.export.markdown')}
        </Button>
      ) : null}
      {failed ? (
        <p role="alert" className="w-full text-xs text-red-700">
          {t('references.export.failed')}
        </p>
      ) : null}
    </div>
  );
}
