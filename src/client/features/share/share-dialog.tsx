import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { Check, Copy, Download, FileText, Link2, Share2 } from 'lucide-react';
import { encodeSharePayload, shareAsText, type SharePayload } from '../../../contract/index.ts';
import { medicalDisclaimerFor } from '../../../shared/safety-texts/safety-texts.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import { useCopiedFlag } from './use-copied-flag.ts';

export interface ShareDialogProps {
  /** Undefined when the conversation has no question and answer yet. */
  payload: SharePayload | undefined;
  assistantName: string;
}

const shareLink = (payload: SharePayload): string =>
  `${window.location.origin}/shared-conversation?data=${encodeURIComponent(encodeSharePayload(payload))}`;

/** The conversation as text, its disclaimer in the shared answer's language. */
const asText = (payload: SharePayload, assistantName: string): string =>
  shareAsText(
    payload,
    assistantName,
    medicalDisclaimerFor(
      payload.messages.find((message) => message.type === 'assistant')?.language,
    ),
  );

const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/** Share Conversation: a link (share sheet or clipboard), the text, or a download. */
export function ShareDialog({ payload, assistantName }: ShareDialogProps) {
  const { t } = useTranslation();
  const [link, setLink] = useState<string>();
  const [linkCopied, flagLinkCopied] = useCopiedFlag();
  const [textCopied, flagTextCopied] = useCopiedFlag();
  const linkId = useId();
  const canShareSheet = typeof navigator.share === 'function';

  const copy = async (text: string, onCopied: () => void): Promise<void> => {
    try {
      await navigator.clipboard.writeText(text);
      onCopied();
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };

  const openShareSheet = async (url: string): Promise<void> => {
    try {
      await navigator.share({ title: t('share.sheetTitle'), url });
    } catch (error) {
      // Closing the sheet is the visitor's choice, not a failure.
      if (!isAbort(error)) toast.error(t('share.shareFailed'));
    }
  };

  const download = (current: SharePayload): void => {
    const blob = new Blob([asText(current, assistantName)], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = `medical-conversation-${current.generatedAt.slice(0, 10)}.txt`;
    anchor.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Dialog
      trigger={
        <Button variant="secondary">
          <Share2 aria-hidden="true" />
          {t('share.open')}
        </Button>
      }
      title={t('share.title')}
      description={t('share.description')}
      closeLabel={t('share.close')}
    >
      {payload ? (
        <div className="space-y-4">
          <div className="grid gap-2">
            <Button variant="primary" onClick={() => setLink(shareLink(payload))}>
              <Link2 aria-hidden="true" />
              {t('share.generate')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void copy(asText(payload, assistantName), flagTextCopied)}
            >
              {textCopied ? <Check aria-hidden="true" /> : <FileText aria-hidden="true" />}
              {textCopied ? t('share.copied') : t('share.copyText')}
            </Button>
            <Button variant="secondary" onClick={() => download(payload)}>
              <Download aria-hidden="true" />
              {t('share.download')}
            </Button>
          </div>
          {link ? (
            <div className="space-y-1.5">
              <label htmlFor={linkId} className="text-sm font-semibold text-slate-800">
                {t('share.linkLabel')}
              </label>
              <div className="flex gap-2">
                <TextInput id={linkId} value={link} readOnly onFocus={(e) => e.target.select()} />
                <Button
                  variant="secondary"
                  onClick={() => void copy(link, flagLinkCopied)}
                  aria-label={linkCopied ? t('share.copied') : t('share.copyLink')}
                >
                  {linkCopied ? (
                    <Check className="text-emerald-600" aria-hidden="true" />
                  ) : (
                    <Copy aria-hidden="true" />
                  )}
                </Button>
              </div>
              {canShareSheet ? (
                <Button variant="link" onClick={() => void openShareSheet(link)}>
                  <Share2 aria-hidden="true" />
                  {t('share.shareSheet')}
                </Button>
              ) : null}
              <p className="text-xs text-slate-600">{t('share.linkNote')}</p>
            </div>
          ) : null}
        </div>
      ) : (
        <p role="alert">{t('share.nothing')}</p>
      )}
    </Dialog>
  );
}
