import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import type { PreparedAttachment } from '../../lib/documents/prepare-attachment.ts';
import { UploadError, isAbortError, uploadProblems } from '../../lib/documents/upload-problem.ts';

export type LabPreparation =
  | { status: 'idle' }
  /**
   * The file is being read in the browser (a PDF's text layer, or its pages drawn); `ocr` once
   * the text of a picture is being recognised.
   */
  | { status: 'preparing'; ocr?: boolean }
  | { status: 'ready'; attachment: PreparedAttachment }
  /** The file cannot be analysed; `message` says why in SPEC.md's words. */
  | { status: 'refused'; message: string };

const IDLE: LabPreparation = { status: 'idle' };

/**
 * Reads the uploaded file in the browser before anything is sent (pdf.js, and OCR for a scan or a
 * photo, load only now). A file that only AI vision could read is refused on a server without a
 * model, saying why.
 */
export function useLabPreparation({ modelAvailable }: { modelAvailable: boolean }) {
  const { t, i18n } = useTranslation();
  const [state, setState] = useState<LabPreparation>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const prepare = useCallback(
    async (file: File): Promise<PreparedAttachment | undefined> => {
      controllerRef.current?.abort();
      const controller = new AbortController();
      controllerRef.current = controller;
      const refuse = (title: string, description: string): undefined => {
        if (controllerRef.current !== controller) return undefined;
        toast.error(title, { description });
        setState({ status: 'refused', message: description });
        return undefined;
      };
      setState({ status: 'preparing' });
      try {
        const { prepareAttachment } = await import('../../lib/documents/prepare-attachment.ts');
        const attachment = await prepareAttachment(file, {
          allowText: true,
          signal: controller.signal,
          language: i18n.language,
          // Whatever its name, a picture uploaded here is a lab report: OCR reads it first.
          ocrImages: 'all',
          onOcrStart: () => {
            if (controllerRef.current === controller) setState({ status: 'preparing', ocr: true });
          },
        });
        if (controller.signal.aborted) return undefined;
        if (!modelAvailable && attachment.readVia === 'vision') {
          const why = attachment.ocr ? 'scan' : 'vision';
          return refuse(t('upload.errors.needsModel.title'), t(`upload.errors.needsModel.${why}`));
        }
        setState({ status: 'ready', attachment });
        return attachment;
      } catch (error) {
        if (isAbortError(error) || controller.signal.aborted) return undefined;
        const problem = error instanceof UploadError ? error.problem : uploadProblems.read();
        return refuse(problem.title, problem.description);
      } finally {
        if (controllerRef.current === controller) controllerRef.current = null;
      }
    },
    [modelAvailable, t, i18n],
  );

  const reset = useCallback((): void => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState(IDLE);
  }, []);

  return { state, prepare, reset };
}
