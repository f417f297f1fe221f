import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import type { PreparedAttachment } from '../../lib/documents/prepare-attachment.ts';
import { UploadError, isAbortError, uploadProblems } from '../../lib/documents/upload-problem.ts';
import { validateUpload } from '../../lib/documents/validate-upload.ts';

export type AttachmentState =
  | { status: 'empty' }
  /**
   * The file is being checked and read (a PDF's text layer, or its pages rendered); `ocr` once
   * the text of a picture is being recognised, which takes some seconds.
   */
  | { status: 'reading'; fileName: string; size: number; ocr?: boolean }
  | { status: 'ready'; attachment: PreparedAttachment };

const EMPTY: AttachmentState = { status: 'empty' };

// The readers (table, redaction, pdf.js) load with the first file, not with the page.
const loadReaders = () => import('../../lib/documents/prepare-attachment.ts');

/**
 * The main page's attached file: checked (SPEC.md section 5) and read in the browser before
 * anything is sent; problems become toasts with SPEC's titles and sentences. A scan or photo of a
 * report is read by OCR on the device; without a model, a file that only AI vision could read is
 * refused on the spot, saying why.
 */
export function useAttachment({ modelAvailable }: { modelAvailable: boolean }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<AttachmentState>(EMPTY);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const attach = useCallback(
    async (file: File): Promise<void> => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const refuse = (title: string, description: string): void => {
        if (controllerRef.current !== controller) return;
        toast.error(title, { description });
        setState(EMPTY);
      };
      try {
        const problem = await validateUpload(file);
        if (problem) {
          refuse(problem.title, problem.description);
          return;
        }
        setState({ status: 'reading', fileName: file.name, size: file.size });
        const { prepareAttachment } = await loadReaders();
        const attachment = await prepareAttachment(file, {
          signal: controller.signal,
          language: i18n.language,
          // Without a model an image could not be analysed: OCR looks for a lab table in any.
          ocrImages: modelAvailable ? 'lab-named' : 'all',
          onOcrStart: () => {
            if (controllerRef.current !== controller) return;
            setState({ status: 'reading', fileName: file.name, size: file.size, ocr: true });
          },
        });
        if (controller.signal.aborted) return;
        if (!modelAvailable && attachment.readVia === 'vision') {
          const why =
            attachment.searchType === 'image-analysis'
              ? 'image'
              : attachment.ocr
                ? 'scan'
                : 'vision';
          refuse(t('upload.errors.needsModel.title'), t(`upload.errors.needsModel.${why}`));
          return;
        }
        setState({ status: 'ready', attachment });
      } catch (error) {
        if (isAbortError(error) || controller.signal.aborted) return;
        const problem = error instanceof UploadError ? error.problem : uploadProblems.read();
        refuse(problem.title, problem.description);
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [modelAvailable, t, i18n],
  );

  const remove = useCallback((): void => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState(EMPTY);
  }, []);

  /** The picker is opening: load the readers meanwhile, so reading starts at once. */
  const warmUp = useCallback((): void => {
    void loadReaders()
      .then(({ warmUpPdfReader }) => warmUpPdfReader())
      .catch(() => undefined);
  }, []);

  return { state, attach, remove, warmUp };
}
