import { useTranslation } from 'react-i18next';
import { useId, useState } from 'react';
import { ChevronDown, FileImage, FileText, FileType, RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { labFileKind } from './lab-file-kind.ts';
import { LabFilePreview } from './lab-file-preview.tsx';

const ICONS = { pdf: FileType, image: FileImage, text: FileText, word: FileText, other: FileText };

/** '1.4 MB', '820 kB': sizes as people read them (small files in tenths of a kilobyte). */
export function formatFileSize(bytes: number, locale?: string): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
    minimumFractionDigits: bytes < 1024 ? 1 : 0,
  }).format(megabytes ? bytes / (1024 * 1024) : Math.max(bytes, 103) / 1024);
}

export interface LabFileCardProps {
  file: File;
  onUploadDifferent: () => void;
  disabled?: boolean;
  /** Preview folded away behind a toggle (after an analysis, when the results come first). */
  collapsed?: boolean;
}

/** The uploaded file: its name and size, a preview, and the way to start over with another. */
export function LabFileCard({ file, onUploadDifferent, disabled, collapsed }: LabFileCardProps) {
  const { t, i18n } = useTranslation();
  const Icon = ICONS[labFileKind(file)];
  const previewId = useId();
  // The visitor's own choice wins until the card folds or unfolds by itself again.
  const [choice, setChoice] = useState<{ collapsed: boolean | undefined; open: boolean }>();
  const open = choice && choice.collapsed === collapsed ? choice.open : !collapsed;
  return (
    <section
      aria-label={t('lab.file.heading')}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-48 flex-1 basis-0 items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-200">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 className="truncate font-semibold text-slate-900" title={file.name}>
              {file.name}
            </h2>
            <p className="text-sm text-slate-600">{formatFileSize(file.size, i18n.language)}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {collapsed ? (
            <Button
              variant="ghost"
              aria-expanded={open}
              aria-controls={previewId}
              onClick={() => setChoice({ collapsed, open: !open })}
            >
              <ChevronDown className={open ? 'rotate-180' : undefined} aria-hidden="true" />
              {open ? t('lab.file.hidePreview') : t('lab.file.showPreview')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onUploadDifferent} disabled={disabled}>
            <RefreshCw aria-hidden="true" />
            {t('lab.file.uploadDifferent')}
          </Button>
        </div>
      </div>
      <div id={previewId} hidden={!open} className="mt-4">
        {open ? <LabFilePreview file={file} /> : null}
      </div>
    </section>
  );
}
