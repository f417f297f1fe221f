import type { ChangeEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Paperclip } from 'lucide-react';
import { UPLOAD_TYPES } from '../../../contract/upload-types.ts';
import { Button } from '../../components/ui/button.tsx';
import { HintTooltip } from '../../components/ui/hint-tooltip.tsx';
import { cx } from '../../lib/class-names.ts';

/** What the picker offers; the bytes are checked anyway, since a picker can be told 'All files'. */
const ACCEPT = [...UPLOAD_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.gif', '.webp'].join(',');

export interface AttachButtonProps {
  onPick: (file: File) => void;
  /** The picker is about to open. */
  onOpen?: () => void;
  inputRef: RefObject<HTMLInputElement | null>;
  disabled?: boolean;
  /** Draws the eye to the button (the `autoUpload` URL parameter); still without reduced motion. */
  pulsing?: boolean;
}

/** The paperclip in the form's action row, with its hidden file input. */
export function AttachButton({
  onOpen,
  onPick,
  inputRef,
  disabled = false,
  pulsing = false,
}: AttachButtonProps) {
  const { t } = useTranslation();
  const onChange = (event: ChangeEvent<HTMLInputElement>): void => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after removing it) is a change too.
    event.target.value = '';
    if (file) onPick(file);
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPT}
        aria-label={t('upload.inputLabel')}
        className="hidden"
        tabIndex={-1}
        onChange={onChange}
      />
      <HintTooltip content={t('upload.attachTooltip')}>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('upload.attach')}
          disabled={disabled}
          data-pulsing={pulsing || undefined}
          className={cx(
            'size-10 rounded-xl text-slate-600 [&_svg]:size-5',
            pulsing && 'bg-brand-50 text-brand-800 ring-2 ring-brand-500 motion-safe:animate-pulse',
          )}
          onClick={() => {
            onOpen?.();
            inputRef.current?.click();
          }}
        >
          <Paperclip aria-hidden="true" />
        </Button>
      </HintTooltip>
    </>
  );
}
