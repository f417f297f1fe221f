import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink, FileQuestion, FileText } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { labFileKind } from './lab-file-kind.ts';
import { LabPdfFirstPage } from './lab-pdf-first-page.tsx';
import { openBlobInNewTab, useObjectUrlSource } from './use-object-url.ts';
import { useNarrowScreen } from './use-narrow-screen.ts';

/** Enough of a text report to check it is the right file; the whole of it is analysed anyway. */
const TEXT_PREVIEW_CHARS = 20_000;

function TextPreview({ file }: { file: File }) {
  const { t } = useTranslation();
  const [text, setText] = useState<{ file: File; content: string }>();
  useEffect(() => {
    let current = true;
    file
      .text()
      .then((content) => current && setText({ file, content }))
      .catch(() => current && setText({ file, content: '' }));
    return () => {
      current = false;
    };
  }, [file]);
  const content = text?.file === file ? text.content : '';
  return (
    <div>
      <pre
        // A scrollable region must be reachable by keyboard.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={t('lab.file.previewLabel', { name: file.name })}
        className="max-h-80 overflow-auto rounded-lg bg-slate-50 p-4 font-mono text-xs leading-relaxed whitespace-pre-wrap text-slate-800 ring-1 ring-slate-200"
      >
        {content.slice(0, TEXT_PREVIEW_CHARS)}
      </pre>
      {content.length > TEXT_PREVIEW_CHARS ? (
        <p className="mt-1 text-xs text-slate-600">
          {t('lab.file.textTruncated', { count: TEXT_PREVIEW_CHARS })}
        </p>
      ) : null}
    </div>
  );
}

function Placeholder({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      <span className="text-slate-500 [&_svg]:size-8" aria-hidden="true">
        {icon}
      </span>
      <p className="font-medium text-slate-800">{title}</p>
      {text ? <p className="max-w-sm text-sm text-slate-600">{text}</p> : null}
    </div>
  );
}

function Frame({ file, label }: { file: File; label: string }) {
  const frame = useObjectUrlSource<HTMLIFrameElement>(file);
  return (
    <iframe
      ref={frame}
      title={label}
      className="h-[32rem] w-full rounded-lg bg-slate-100 ring-1 ring-slate-200"
    />
  );
}

function PdfFrame({ file, label }: { file: File; label: string }) {
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  return (
    <div className="space-y-2">
      {narrow ? <LabPdfFirstPage file={file} label={label} /> : <Frame file={file} label={label} />}
      {/* Phones often cannot show a PDF inside a page; a tab of its own always can. */}
      <Button variant="link" className="gap-1.5 text-sm" onClick={() => openBlobInNewTab(file)}>
        <ExternalLink aria-hidden="true" />
        {t('lab.file.openPdf')}
      </Button>
    </div>
  );
}

function ImagePreview({ file, label }: { file: File; label: string }) {
  const image = useObjectUrlSource<HTMLImageElement>(file);
  return (
    <img
      ref={image}
      alt={label}
      className="mx-auto max-h-[32rem] w-auto max-w-full rounded-lg object-contain ring-1 ring-slate-200"
    />
  );
}

/** SPEC.md section 2's previews: PDF in a frame, image, text, a Word placeholder, or none. */
export function LabFilePreview({ file }: { file: File }) {
  const { t } = useTranslation();
  const label = t('lab.file.previewLabel', { name: file.name });

  switch (labFileKind(file)) {
    case 'pdf':
      return <PdfFrame file={file} label={label} />;
    case 'image':
      return <ImagePreview file={file} label={label} />;
    case 'text':
      return <TextPreview file={file} />;
    case 'word':
      return (
        <Placeholder
          icon={<FileText />}
          title={t('lab.file.wordUnavailable')}
          text={t('lab.file.wordHint')}
        />
      );
    case 'other':
      return <Placeholder icon={<FileQuestion />} title={t('lab.file.unsupported')} />;
  }
}
