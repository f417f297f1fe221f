import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../lib/toast.ts';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../contract/index.ts';
import { blobToBase64 } from '../../lib/documents/read-file.ts';
import { uploadProblems } from '../../lib/documents/upload-problem.ts';
import { clearStoredLabFile, restoreLabFile, storeLabFile } from './lab-file-storage.ts';
import { useLabWindowMessage } from './use-lab-window-message.ts';

/**
 * The /ask page's file: chosen, dropped or handed over by a partner page; kept in session storage
 * so a reload restores it; refused above the 10 MB limit the page advertises.
 */
export function useLabUpload(
  allowedOrigins: readonly string[],
  /** Called whenever the file is replaced or removed: what was shown for the old one goes. */
  onChange: () => void,
) {
  const { t } = useTranslation();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const [file, setFile] = useState<File | null>(restoreLabFile);
  const [messageError, setMessageError] = useState<string>();
  // Storing is asynchronous; a file replaced or cleared meanwhile must not be stored late.
  const generation = useRef(0);

  const choose = useCallback((next: File): boolean => {
    if (next.size > LIMITS.uploadMaxBytes) {
      const problem = uploadProblems.tooLarge();
      toast.error(problem.title, { description: problem.description });
      return false;
    }
    const current = (generation.current += 1);
    setFile(next);
    setMessageError(undefined);
    clearStoredLabFile();
    onChangeRef.current();
    void blobToBase64(next)
      .then((base64) => {
        if (generation.current === current) storeLabFile(next.name, base64);
      })
      .catch(() => undefined);
    return true;
  }, []);

  const clear = useCallback((): void => {
    generation.current += 1;
    setFile(null);
    setMessageError(undefined);
    clearStoredLabFile();
    onChangeRef.current();
  }, []);

  useLabWindowMessage(allowedOrigins, {
    onFile: choose,
    onInvalid: () => setMessageError(t('lab.errors.invalidMessage')),
  });

  return { file, choose, clear, messageError };
}
