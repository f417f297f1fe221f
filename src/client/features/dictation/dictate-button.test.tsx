// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Toaster } from 'sonner';
import '../../test-support/jsdom-polyfills.ts';
import '../../lib/i18n.ts';
import { MICROPHONE_ERROR_TEXT } from '../../../contract/index.ts';
import { DictateButton } from './dictate-button.tsx';

afterEach(cleanup);

const dictateButton = (): HTMLButtonElement =>
  screen.getByRole<HTMLButtonElement>('button', { name: 'Dictate your question' });

describe('DictateButton', () => {
  it('without transcription is shown disabled with the reason, and does nothing', () => {
    const onText = vi.fn();
    render(<DictateButton available={false} onText={onText} />);
    const button = dictateButton();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'Dictation is unavailable: no transcription model on this server.',
    );
    fireEvent.click(button);
    expect(screen.queryByRole('button', { name: 'Stop dictation' })).toBeNull();
  });

  it('says so when the microphone is refused, and goes back to idle', async () => {
    const getUserMedia = vi.fn(() =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    );
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia },
    });
    render(
      <>
        <DictateButton available onText={vi.fn()} />
        <Toaster />
      </>,
    );
    fireEvent.click(dictateButton());
    expect(await screen.findByText(MICROPHONE_ERROR_TEXT)).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledOnce();
    expect(dictateButton().disabled).toBe(false);
  });
});
