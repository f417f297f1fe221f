// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../test-support/jsdom-polyfills.ts';
import '../../lib/i18n.ts';
import type { SearchDataTypes } from '../../../contract/index.ts';
import { AnswerSection, type ResultPhase } from './answer-section.tsx';
import { SearchSkeleton } from './search-progress.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const status = (fields: Partial<SearchDataTypes['status']> = {}): SearchDataTypes['status'] => ({
  phase: 'searching',
  answerMode: 'ai-summary',
  ...fields,
});

/** Each listed source with what it says, as a person reads the rows. */
const rows = () =>
  screen.getAllByRole('listitem').map((row) => row.textContent?.replace(/\s+/g, ' ').trim() ?? '');

describe('SearchSkeleton', () => {
  it('lists only the sources asked, each with what it has said so far', () => {
    render(
      <SearchSkeleton
        searchType="health-info"
        status={status({
          asking: ['pubmed', 'medlineplus'],
          sources: { pubmed: { state: 'found', found: 12 } },
        })}
      />,
    );
    expect(screen.getByRole('list', { name: 'Sources being searched' })).toBeTruthy();
    expect(rows()).toEqual(['PubMed12 found', 'MedlinePlusWaiting…']);
    expect(document.body.textContent).not.toMatch(/trusted health sites/i);
  });

  it('says which sources found nothing and which could not be reached', () => {
    render(
      <SearchSkeleton
        searchType="drug-interactions"
        status={status({
          asking: ['openfda', 'pubmed', 'web'],
          sources: {
            openfda: { state: 'none', found: 0 },
            pubmed: { state: 'unreachable', found: 0 },
            web: { state: 'found', found: 1 },
          },
        })}
      />,
    );
    expect(rows()).toEqual([
      'FDA drug labels (openFDA)Nothing found',
      'PubMedCould not be reached',
      'Trusted health sites1 found',
    ]);
  });

  it('claims no sources before the server has named them', () => {
    const { rerender } = render(<SearchSkeleton searchType="health-info" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.body.textContent).not.toMatch(/trusted health sites/i);
    // A search type that names no sources keeps its general line.
    rerender(<SearchSkeleton searchType="lab-report" status={status()} />);
    expect(document.body.textContent).toContain('Reading your lab report');
    // Its reading comes before the sources, so the line stays beside them.
    rerender(<SearchSkeleton searchType="lab-report" status={status({ asking: ['pubmed'] })} />);
    expect(document.body.textContent).toContain('Reading your lab report');
    expect(rows()).toEqual(['PubMedWaiting…']);
    rerender(<SearchSkeleton searchType="health-info" status={status({ asking: ['pubmed'] })} />);
    expect(document.body.textContent).not.toContain('Searching PubMed, MedlinePlus');
  });

  it('shows the time waited only once the wait is noticeable', () => {
    vi.useFakeTimers();
    render(<SearchSkeleton searchType="health-info" />);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('search-elapsed')).toBeNull();
    act(() => void vi.advanceTimersByTime(9000));
    expect(screen.getByTestId('search-elapsed').textContent).toBe('10 s so far');
  });

  it('offers Stop only when the search can be stopped', () => {
    const onStop = vi.fn();
    const { rerender } = render(<SearchSkeleton searchType="health-info" onStop={onStop} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledTimes(1);
    rerender(<SearchSkeleton searchType="health-info" />);
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });
});

describe('AnswerSection while waiting and after a stop', () => {
  const section = (phase: ResultPhase, props: Partial<Parameters<typeof AnswerSection>[0]>) => (
    <AnswerSection
      phase={phase}
      text=""
      searchType="health-info"
      answerMode="ai-summary"
      language="en"
      {...props}
    />
  );

  it('announces the start once, not each source as it answers', () => {
    const { rerender } = render(
      section('loading', { status: status({ asking: ['pubmed', 'medlineplus'] }) }),
    );
    const live = screen.getByRole('status');
    expect(live.getAttribute('class')).toContain('sr-only');
    expect(live.textContent).toBe('Searching...');
    rerender(
      section('loading', {
        status: status({
          asking: ['pubmed', 'medlineplus'],
          sources: {
            pubmed: { state: 'found', found: 3 },
            medlineplus: { state: 'none', found: 0 },
          },
        }),
      }),
    );
    expect(screen.getByRole('status').textContent).toBe('Searching...');
    // The source list is outside the live region.
    expect(live.contains(screen.getByRole('list'))).toBe(false);
  });

  it('says the search was stopped and offers to search again', () => {
    const onRetry = vi.fn();
    render(section('stopped', { onRetry, text: 'Half an answer' }));
    expect(screen.getByRole('status').textContent).toBe('Search stopped');
    expect(document.body.textContent).toContain(
      'Search stopped. Your question is still in the form',
    );
    expect(document.body.textContent).not.toContain('Half an answer');
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    // Focus moves from the Stop button that went away to the next thing to do.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
