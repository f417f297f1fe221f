// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '../../test-support/jsdom-polyfills.ts';
import '../../lib/i18n.ts';
import { FitAnalysisBlock } from './fit-analysis-block.tsx';

afterEach(cleanup);

describe('FitAnalysisBlock', () => {
  it('shows the verdict and every criterion with its reason and the patient words', () => {
    render(
      <FitAnalysisBlock
        analyzing={false}
        outOfScope={false}
        fit={{
          nctId: 'NCT00000001',
          reasons: [],
          method: 'ai',
          verdict: 'possibly eligible',
          criteria: [
            {
              kind: 'inclusion',
              criterion: 'Age 18 or older',
              status: 'met',
              reason: 'Adult.',
              quote: '54-year-old',
            },
            {
              kind: 'exclusion',
              criterion: 'Pregnant',
              status: 'not enough information',
              reason: 'Not mentioned.',
            },
          ],
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'AI Patient Fit Analysis' })).toBeTruthy();
    expect(screen.getByText('Possibly eligible')).toBeTruthy();
    expect(screen.getByText('Age 18 or older')).toBeTruthy();
    expect(screen.getByText('54-year-old')).toBeTruthy();
    expect(screen.getByText('Not enough information:')).toBeTruthy();
    expect(screen.getByText(/checked by AI/)).toBeTruthy();
  });

  it('says what the registry-only pre-screen checked', () => {
    render(
      <FitAnalysisBlock
        analyzing={false}
        outOfScope={false}
        fit={{ nctId: 'N', reasons: [], method: 'registry-data', criteria: [] }}
      />,
    );
    expect(screen.getByText(/Only the age limits, sex and healthy-volunteer rule/)).toBeTruthy();
  });

  it('says when it is running or out of scope', () => {
    const { rerender } = render(<FitAnalysisBlock analyzing outOfScope={false} fit={undefined} />);
    expect(screen.getByText(/Checking this trial/)).toBeTruthy();
    rerender(<FitAnalysisBlock analyzing={false} outOfScope fit={undefined} />);
    expect(screen.getByText(/first 10 trials/)).toBeTruthy();
  });
});
