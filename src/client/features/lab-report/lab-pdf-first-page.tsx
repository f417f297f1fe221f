import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoaderCircle } from 'lucide-react';
import { loadPdfjs } from '../../lib/documents/load-pdfjs.ts';
import { readFileBytes } from '../../lib/documents/read-file.ts';
import { renderPdfPages } from '../../lib/documents/render-pdf-pages.ts';

type FirstPage =
  | { status: 'drawing' }
  | { status: 'drawn'; png: string; pageCount: number }
  | { status: 'failed' };

/** A modest scale: the picture only has to fill a phone's width. */
const PREVIEW_SCALE = 1.5;

/**
 * Phones rarely show a PDF inside a page, so there the preview is its first page drawn by pdf.js
 * (which the analysis loads anyway).
 */
export function LabPdfFirstPage({ file, label }: { file: File; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ file: File; page: FirstPage }>();

  useEffect(() => {
    const controller = new AbortController();
    const draw = async (): Promise<FirstPage> => {
      const [pdfjs, bytes] = await Promise.all([loadPdfjs(), readFileBytes(file)]);
      const rendered = await renderPdfPages(pdfjs, bytes, {
        maxPages: 1,
        scale: PREVIEW_SCALE,
        signal: controller.signal,
      });
      const png = rendered.pages[0];
      return png ? { status: 'drawn', png, pageCount: rendered.pageCount } : { status: 'failed' };
    };
    draw()
      .catch((): FirstPage => ({ status: 'failed' }))
      .then((page) => {
        if (!controller.signal.aborted) setState({ file, page });
      });
    return () => controller.abort();
  }, [file]);

  const page: FirstPage = state?.file === file ? state.page : { status: 'drawing' };
  if (page.status === 'drawing') {
    return (
      <div className="flex h-72 items-center justify-center rounded-lg bg-slate-50 ring-1 ring-slate-200">
        <LoaderCircle
          className="size-6 animate-spin text-slate-500 motion-reduce:animate-none"
          aria-hidden="true"
        />
        <span className="sr-only">{t('lab.file.drawingPreview')}</span>
      </div>
    );
  }
  if (page.status === 'failed') {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-700 ring-1 ring-slate-200">
        {t('lab.file.pdfPreviewFailed')}
      </p>
    );
  }
  return (
    <figure className="space-y-1.5">
      <img
        src={`data:image/png;base64,${page.png}`}
        alt={label}
        className="w-full rounded-lg bg-white shadow-sm ring-1 ring-slate-200"
      />
      {page.pageCount > 1 ? (
        <figcaption className="text-xs text-slate-600">
          {t('lab.file.firstPageOf', { count: page.pageCount })}
        </figcaption>
      ) : null}
    </figure>
  );
}
