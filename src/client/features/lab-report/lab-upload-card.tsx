import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ShieldCheck, UploadCloud } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { cx } from '../../lib/class-names.ts';

/** SPEC.md section 2: what the /ask picker accepts (analysis then decides what it can read). */
export const LAB_FILE_ACCEPT = '.pdf,.doc,.docx,.txt,.jpg,.jpeg,.png';

export interface LabUploadCardProps {
  onFile: (file: File) => void;
}

/** The upload card: a drop zone with a file picker, the accepted formats and the privacy note. */
export function LabUploadCard({ onFile }: LabUploadCardProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();

  const onDrop = (event: DragEvent<HTMLElement>): void => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };

  return (
    <section
      aria-label={t('lab.upload.heading')}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cx(
        'rounded-2xl border-2 border-dashed bg-white px-5 py-10 text-center shadow-sm transition-colors sm:px-10 sm:py-14',
        dragging ? 'border-brand-500 bg-brand-50' : 'border-slate-300',
      )}
    >
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-200">
        <UploadCloud className="size-7" aria-hidden="true" />
      </span>
      <h2 className="mt-5 text-lg font-semibold text-slate-900">{t('lab.upload.heading')}</h2>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t('lab.upload.formats')}
      </p>
      <p className="mt-4 hidden text-sm text-slate-600 sm:block">{t('lab.upload.drop')}</p>
      <input
        ref={inputRef}
        type="file"
        accept={LAB_FILE_ACCEPT}
        aria-label={t('lab.upload.inputLabel')}
        aria-describedby={hintId}
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again still counts as a choice.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button size="lg" className="mt-3" onClick={() => inputRef.current?.click()}>
        <UploadCloud aria-hidden="true" />
        {t('lab.upload.choose')}
      </Button>
      <p className="mx-auto mt-6 flex max-w-md items-center justify-center gap-2 text-xs text-slate-600">
        <ShieldCheck className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {t('lab.upload.secure')}
      </p>
    </section>
  );
}
