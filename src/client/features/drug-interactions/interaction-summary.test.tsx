// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../test-support/jsdom-polyfills.ts';
import '../../lib/i18n.ts';
import { InteractionSummary } from './interaction-summary.tsx';

afterEach(cleanup);

describe('InteractionSummary', () => {
  it('lists each rated pair with its severity and explains the whole scale', () => {
    render(
      <InteractionSummary
        done
        text={
          '- **Ibuprofen + Warfarin** — severity: severe — bleeding [1].\n- **<img src=x> + B** — severity: mild — x'
        }
      />,
    );
    const list = screen.getByRole('list', { name: 'Interactions found' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ibuprofen + WarfarinSevere',
      'img src=x + BMild',
    ]);
    expect(document.querySelector('img')).toBeNull();
    expect(screen.getByText('The label says: do not combine.')).toBeTruthy();
  });

  it('shows nothing while streaming before a pair arrives, and a note if none is rated', () => {
    const { container, rerender } = render(<InteractionSummary done={false} text="## Overview" />);
    expect(container.textContent).toBe('');
    rerender(<InteractionSummary done text="No interaction is documented." />);
    expect(screen.getByText(/rates no specific interaction/)).toBeTruthy();
  });
});
