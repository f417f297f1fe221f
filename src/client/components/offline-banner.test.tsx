// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import '../test-support/jsdom-polyfills.ts';
import '../lib/i18n.ts';
import { OfflineBanner } from './offline-banner.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const goOffline = (offline: boolean): void => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
};

describe('OfflineBanner', () => {
  it('says nothing online, then says plainly that searching needs a connection', () => {
    render(<OfflineBanner />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    goOffline(true);
    expect(status.textContent).toBe(
      'You are offline. Nova Health still opens, but searching needs an internet connection.',
    );
    goOffline(false);
    expect(status.textContent).toBe('');
  });

  it('starts with the message when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner />);
    expect(screen.getByRole('status').textContent).toContain('You are offline.');
  });
});
