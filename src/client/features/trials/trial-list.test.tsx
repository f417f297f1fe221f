// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '../../test-support/jsdom-polyfills.ts';
import '../../lib/i18n.ts';
import type { Trial } from '../../../contract/index.ts';
import { TrialList } from './trial-list.tsx';

afterEach(cleanup);

const trial = (n: number, over: Partial<Trial> = {}): Trial => ({
  nctId: `NCT0000000${n}`,
  title: `Trial number ${n}`,
  conditions: ['Melanoma'],
  phase: 'Phase 2',
  status: 'RECRUITING',
  eligibility: 'Inclusion Criteria:\n* Adults',
  summary: `Summary of trial ${n}`,
  locations: ['Boston'],
  ...over,
});

const rows = () => screen.getAllByRole('listitem', { name: /^Trial \d+:/ });

describe('TrialList', () => {
  it('shows 3 trials, then all with View N More Trials, then 3 again with Show Less', () => {
    render(<TrialList trials={[1, 2, 3, 4, 5].map((n) => trial(n))} />);
    expect(screen.getByRole('heading', { name: 'Available Clinical Trials' })).toBeTruthy();
    expect(rows()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'View 2 More Trials' }));
    expect(rows()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(rows()).toHaveLength(3);
  });

  it('shows the badges, 3 conditions with +N more and the first 3 locations', () => {
    render(
      <TrialList
        trials={[
          trial(1, {
            conditions: ['A', 'B', 'C', 'D', 'E'],
            locations: ['L1', 'L2', 'L3', 'L4'],
          }),
          trial(2, { status: 'NOT_YET_RECRUITING' }),
        ]}
        fitReasons={{ NCT00000001: ['Adults with resected melanoma'] }}
        isAnalyzing={() => true}
      />,
    );
    const [first, second] = rows();
    const one = within(first as HTMLElement);
    expect(one.getByText('Recruiting')).toBeTruthy();
    expect(one.getByText('New')).toBeTruthy();
    expect(one.getByText('Potential Match')).toBeTruthy();
    expect(one.getByText('Analyzing...')).toBeTruthy();
    expect(one.getByText('+2 more')).toBeTruthy();
    expect(one.queryByText('D')).toBeNull();
    expect(one.getByText(/L1 · L2 · L3/)).toBeTruthy();
    expect(one.getByText('Adults with resected melanoma')).toBeTruthy();
    const two = within(second as HTMLElement);
    expect(two.getByText('Not yet recruiting')).toBeTruthy();
    expect(two.queryByText('New')).toBeNull();
    expect(two.queryByText('Potential Match')).toBeNull();
  });

  it('expands a row with its details and a new-tab registry link', () => {
    render(
      <TrialList
        trials={[
          trial(1, { contactInfo: 'Office: 555-0101', url: undefined }),
          trial(2, { phase: 'Not specified', url: 'javascript:alert(1)' }),
        ]}
      />,
    );
    const [first, second] = rows();
    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'Show details' }));
    const one = within(first as HTMLElement);
    expect(one.getByText('Study Summary')).toBeTruthy();
    expect(one.getByText('Phase 2')).toBeTruthy();
    expect(one.getByText('Eligibility Criteria')).toBeTruthy();
    expect(one.getByText('Contact Information')).toBeTruthy();
    const link = one.getByRole('link', { name: /View Full Trial Details on the registry site/ });
    expect(link.getAttribute('href')).toBe('https://clinicaltrials.gov/study/NCT00000001');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');

    fireEvent.click(within(second as HTMLElement).getByRole('button', { name: 'Show details' }));
    const two = within(second as HTMLElement);
    expect(two.queryByText('Phase')).toBeNull();
    expect(two.queryByText('Contact Information')).toBeNull();
    expect(two.getByRole('link', { name: /View Full Trial Details/ }).getAttribute('href')).toBe(
      'https://clinicaltrials.gov/study/NCT00000002',
    );
  });

  it("says 'No clinical trials found' for an empty list", () => {
    render(<TrialList trials={[]} />);
    expect(screen.getByText('No clinical trials found')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
