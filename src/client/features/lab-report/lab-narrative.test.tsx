// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../test-support/jsdom-polyfills.ts';
import '../../lib/i18n.ts';
import type { Reference } from '../../../contract/index.ts';
import { sentenceKey } from '../../../shared/citations/index.ts';
import type { SearchRun } from '../../lib/search-reducer.ts';
import { LabNarrative } from './lab-narrative.tsx';

afterEach(cleanup);

const reference: Reference = {
  n: 1,
  kind: 'medlineplus',
  title: 'Cholesterol levels',
  url: 'https://medlineplus.gov/cholesterol.html',
  source: 'MedlinePlus',
};

const run = (followUp: boolean): SearchRun => ({
  id: 'lab-1',
  request: { query: 'What does my LDL mean?', searchType: 'lab-report' },
  startedAt: '2026-01-01T10:00:00.000Z',
  snapshot: {
    text: 'Your LDL is above the usual range [1]. Fish oil lowers it [1].',
    references: [reference],
    citations: { valid: [1], unmatched: [] },
    status: { phase: 'done', answerMode: 'ai-summary' },
    quotes: {
      sentences: [
        {
          key: sentenceKey('Your LDL is above the usual range.'),
          citations: [{ n: 1, quote: 'An LDL above 130 mg/dL is high.' }],
        },
        {
          key: sentenceKey(followUp ? 'Fish oil lowers it.' : 'unrelated'),
          citations: [{ n: 1, quote: null }],
        },
      ],
    },
  },
});

describe('LabNarrative quotes', () => {
  it('gives the analysis the same quote popovers and reference quotes as a search', () => {
    render(<LabNarrative run={run(false)} phase="done" error="" />);
    const marker = screen.getAllByRole('link', { name: 'Reference 1' })[0];
    if (!marker) throw new Error('no marker');
    fireEvent.pointerDown(marker, { pointerType: 'touch' });
    fireEvent.click(marker, { detail: 1 });
    expect(screen.getByRole('tooltip').textContent).toContain('An LDL above 130 mg/dL is high.');
    expect(document.querySelector('#ref-1 q')?.textContent).toBe('An LDL above 130 mg/dL is high.');
  });

  it('marks an unsupported sentence of a follow-up and lists its quotes under its sources', () => {
    render(<LabNarrative run={run(true)} phase="done" error="" followUpIndex={0} />);
    expect(screen.getByRole('link', { name: 'Reference 1, not found in source 1' })).toBeTruthy();
    expect(document.querySelector('#lab-follow-up-0-ref-1 q')?.textContent).toBe(
      'An LDL above 130 mg/dL is high.',
    );
  });
});
