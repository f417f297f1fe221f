// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import '../../test-support/jsdom-polyfills.ts';
import { Dialog } from './dialog.tsx';
import { Popover } from './popover.tsx';

// The popups load with the first opening; loaded up front, a slow machine does not time the test out.
beforeAll(async () => {
  await Promise.all([import('./dialog-popup.tsx'), import('./popover-popup.tsx')]);
});
afterEach(cleanup);

describe('Dialog', () => {
  it('opens from its trigger, names itself, and gives focus back on Escape', async () => {
    render(
      <Dialog trigger={<button type="button">About</button>} title="About us" closeLabel="Close">
        <p>We answer health questions.</p>
      </Dialog>,
    );
    const trigger = screen.getByRole('button', { name: 'About' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'About us' });
    expect(dialog.textContent).toContain('We answer health questions.');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
  });
});

describe('Popover', () => {
  it('toggles from its trigger and closes on Escape', async () => {
    render(
      <Popover label="What this means" trigger={<button type="button">Info</button>}>
        <p>Excerpts only.</p>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Info' });
    fireEvent.click(trigger);
    const popup = await screen.findByRole('dialog', { name: 'What this means' });
    expect(popup.textContent).toContain('Excerpts only.');
    fireEvent.keyDown(popup, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});
