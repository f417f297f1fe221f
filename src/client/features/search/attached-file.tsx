import { useTranslation } from 'react-i18next';
import {
  FileImage,
  FileText,
  LoaderCircle,
  ScanEye,
  ScanText,
  TableProperties,
  X,
} from 'lucide-react';
import { cx } from '../../lib/class-names.ts';
import type { AttachmentState } from './use-attachment.ts';

/** '840 KB', '2.4 MB': enough to recognise the file. */
export function formatFileSize(bytes: number, locale?: string): string {
  const format = (value: number, unit: string, digits: number): string =>
    `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${unit}`;
  if (bytes < 1024) return format(bytes, 'B', 0);
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'KB', 0);
  return format(bytes / (1024 * 1024), 'MB', 1);
}

export interface AttachedFileProps {
  state: Exclude<AttachmentState, { status: 'empty' }>;
  onRemove: () => void;
}

/**
 * The attached file as a chip: its name and size, what it will be analysed as, and how its values
 * will be read (exactly from the text layer, by OCR on the device, or by AI vision). A spinner
 * while it is read.
 */
export function AttachedFile({ state, onRemove }: AttachedFileProps) {
  const { t, i18n } = useTranslation();
  const reading = state.status === 'reading';
  const name = reading ? state.fileName : state.attachment.fileName;
  const size = reading ? state.size : state.attachment.size;
  const attachment = reading ? undefined : state.attachment;
  const isImage = attachment ? attachment.mediaType.startsWith('image/') : false;
  const Icon = reading ? LoaderCircle : isImage ? FileImage : FileText;

  const details: string[] = [formatFileSize(size, i18n.language)];
  if (attachment) {
    details.push(t(`upload.kinds.${attachment.searchType}`));
    if (attachment.kind === 'lab-text') {
      const count = attachment.labDocument.tests.length;
      details.push(count > 0 ? t('upload.testsFound', { count }) : t('upload.noTestsFound'));
    }
    if (attachment.kind === 'pages') {
      details.push(t('upload.pages', { count: attachment.documentPages.pages.length }));
    }
  }

  return (
    <div
      role="group"
      aria-label={t('upload.attachedLabel')}
      aria-busy={reading}
      className="flex max-w-full items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 py-2 ps-3 pe-1.5"
    >
      <span
        className={cx(
          'flex size-9 shrink-0 items-center justify-center rounded-lg',
          isImage ? 'bg-sky-100 text-sky-800' : 'bg-brand-100 text-brand-800',
        )}
      >
        <Icon
          className={cx('size-5', reading && 'animate-spin motion-reduce:animate-none')}
          aria-hidden="true"
        />
      </span>
      <div className="min-w-0 flex-1 text-sm">
        <p className="truncate font-medium text-slate-900" title={name}>
          {name}
        </p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600">
          {reading ? (
            <span role="status">{t(state.ocr ? 'upload.readingOcr' : 'upload.reading')}</span>
          ) : (
            <>
              {details.map((detail, index) => (
                // A dot ends each fact but the last, so a wrapped line never starts with one.
                <span key={detail} className="whitespace-nowrap">
                  {detail}
                  {index < details.length - 1 ? (
                    <span aria-hidden="true" className="ms-2 text-slate-400">
                      ·
                    </span>
                  ) : null}
                </span>
              ))}
              {attachment ? (
                <span
                  className={cx(
                    'inline-flex items-center gap-1 font-medium',
                    attachment.readVia === 'text-layer'
                      ? 'text-emerald-800'
                      : attachment.readVia === 'ocr'
                        ? 'text-amber-900'
                        : 'text-indigo-800',
                  )}
                >
                  {attachment.readVia === 'text-layer' ? (
                    <TableProperties className="size-3.5" aria-hidden="true" />
                  ) : attachment.readVia === 'ocr' ? (
                    <ScanText className="size-3.5" aria-hidden="true" />
                  ) : (
                    <ScanEye className="size-3.5" aria-hidden="true" />
                  )}
                  {t(`upload.readVia.${attachment.readVia}`)}
                </span>
              ) : null}
            </>
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('upload.remove', { name })}
        className="flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
