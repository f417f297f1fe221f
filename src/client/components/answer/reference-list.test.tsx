// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../test-support/jsdom-polyfills.ts';
import '../../lib/i18n.ts';
import type { Reference } from '../../../contract/index.ts';
import { ReferenceList } from './reference-list.tsx';

afterEach(cleanup);

const article = (n: number, studyType?: Reference['studyType']): Reference => ({
  n,
  kind: 'pubmed',
  title: `Article ${n}`,
  url: `https://pubmed.ncbi.nlm.nih.gov/${n}/`,
  source: `Journal ${n}`,
  year: `20${10 + n}`,
  pmid: String(n),
  ...(studyType ? { studyType } : {}),
});
const references: Reference[] = [
  article(1, 'case-report'),
  article(2),
  article(3, 'systematic-review'),
  { n: 4, kind: 'medlineplus', title: 'Topic', url: 'https://medlineplus.gov/t.html' },
  article(5, 'randomised-trial'),
];

const shownNumbers = () =>
  [...document.querySelectorAll('ol > li')].map((item) => item.id.replace('ref-', ''));

describe('ReferenceList', () => {
  it('labels each article with its study type, journal and year', () => {
    render(<ReferenceList references={references} open onOpenChange={() => {}} />);
    const label = document.querySelector('#ref-3 [data-testid="reference-label"]');
    expect(label?.textContent).toContain('Systematic review');
    expect(label?.textContent).toContain('Journal 3 · 2013');
    expect(document.querySelector('#ref-2 [data-study-type]')).toBeNull();
  });

  it('lists as cited by default and strongest first on request, numbers kept', () => {
    render(<ReferenceList references={references} open onOpenChange={() => {}} />);
    const cited = screen.getByRole('button', { name: 'As cited' });
    expect(cited.getAttribute('aria-pressed')).toBe('true');
    expect(shownNumbers()).toEqual(['1', '2', '3', '4', '5']);

    fireEvent.click(screen.getByRole('button', { name: 'Strongest evidence first' }));
    // Systematic review, randomised trial, case report, unclassified article, then the web page.
    expect(shownNumbers()).toEqual(['3', '5', '1', '2', '4']);
    expect(document.querySelector('#ref-3 span[aria-hidden="true"]')?.textContent).toBe('3');

    fireEvent.click(cited);
    expect(shownNumbers()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('offers RIS and BibTeX always, and Markdown once the answer is complete', () => {
    const { rerender } = render(
      <ReferenceList references={references} open onOpenChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'References as RIS' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'References as BibTeX' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Answer (Markdown)' })).toBeNull();
    rerender(
      <ReferenceList
        references={references}
        open
        onOpenChange={() => {}}
        answer={{ question: 'q', answer: 'a [1]' }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Answer (Markdown)' })).toBeTruthy();
  });

  it('shows under each reference the quotes the answer used, more than two behind a disclosure', () => {
    const quotesUsed = new Map([
      [1, ['Sodium lowered blood pressure.']],
      [3, ['First finding.', 'Second finding.', 'Third finding.']],
    ]);
    render(
      <ReferenceList
        references={references}
        open
        onOpenChange={() => {}}
        quotesUsed={quotesUsed}
      />,
    );
    const shownQuotes = (n: number) =>
      [...document.querySelectorAll(`#ref-${n} [data-testid="reference-quotes"] q`)].map(
        (quote) => quote.textContent,
      );
    expect(shownQuotes(1)).toEqual(['Sodium lowered blood pressure.']);
    expect(document.querySelector('#ref-2 [data-testid="reference-quotes"]')).toBeNull();

    const disclosure = screen.getByRole('button', { name: 'Quotes used (3)' });
    expect(disclosure.getAttribute('aria-expanded')).toBe('false');
    expect(shownQuotes(3)).toEqual([]);
    fireEvent.click(disclosure);
    expect(shownQuotes(3)).toEqual(['First finding.', 'Second finding.', 'Third finding.']);
  });
});
