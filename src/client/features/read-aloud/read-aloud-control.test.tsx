// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '../../test-support/jsdom-polyfills.ts';
import '../../lib/i18n.ts';
import { ReadAloudControl } from './read-aloud-control.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const props = { text: 'Drink water.', language: 'en', label: 'Read the summary aloud' };

const playButton = (): HTMLButtonElement =>
  screen.getByRole<HTMLButtonElement>('button', { name: /Read the summary aloud$/ });

describe('ReadAloudControl', () => {
  it('offers play with the server model', () => {
    render(<ReadAloudControl {...props} ttsAvailable />);
    expect(playButton().disabled).toBe(false);
  });

  it('without a model or a browser voice, is disabled and says why', () => {
    render(<ReadAloudControl {...props} ttsAvailable={false} />);
    const play = playButton();
    expect(play.disabled).toBe(true);
    const reason = document.getElementById(play.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/^Read-aloud is unavailable/);
  });

  it("without a model, uses the browser's voice for the language and says so", () => {
    const synth = {
      getVoices: () => [{ lang: 'en-US', name: 'English' }],
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      cancel: vi.fn(),
    };
    vi.stubGlobal('speechSynthesis', synth);
    render(<ReadAloudControl {...props} ttsAvailable={false} />);
    expect(playButton().disabled).toBe(false);
    expect(screen.getByText(/Read by your browser's voice/)).toBeTruthy();
  });
});
