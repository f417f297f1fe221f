// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import '../../test-support/jsdom-polyfills.ts';
import '../../lib/i18n.ts';
import type { CitationQuotes, Reference } from '../../../contract/index.ts';
import { quoteLookup } from '../../lib/citation-quotes.ts';
import { citedSentenceTexts } from '../../lib/reference-export/cited-sentence-texts.ts';
import { AnswerMarkdown } from './answer-markdown.tsx';
import { CitationProvider, type CitationTargets } from './citation-context.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const ANSWER =
  'Blood pressure falls with less salt [1]. Walking cures hypertension [1]. Sleep matters [2].';
const QUOTE = 'Reducing sodium intake lowered systolic blood pressure by 5 mmHg.';

const references: Reference[] = [
  {
    n: 1,
    kind: 'pubmed',
    title: 'Sodium reduction and blood pressure',
    url: 'https://pubmed.ncbi.nlm.nih.gov/1/',
    source: 'BMJ',
    year: '2013',
  },
  { n: 2, kind: 'web', title: 'Sleep and health', url: 'https://example.org/sleep' },
];

/** The quotes part the server would send for ANSWER, keyed the way the server keys sentences. */
function quotesFor(answer: string): CitationQuotes {
  const keyOf = new Map([...citedSentenceTexts(answer)].map(([key, text]) => [text, key]));
  const key = (text: string): string => {
    const found = keyOf.get(text);
    if (!found) throw new Error(`no cited sentence "${text}"`);
    return found;
  };
  return {
    sentences: [
      { key: key('Blood pressure falls with less salt.'), citations: [{ n: 1, quote: QUOTE }] },
      { key: key('Walking cures hypertension.'), citations: [{ n: 1, quote: null }] },
    ],
  };
}

function renderAnswer(quotes: CitationQuotes | undefined) {
  const targets: CitationTargets = {
    isLinked: (n) => n === 1 || n === 2,
    showReference: vi.fn(),
    quoteOf: quoteLookup(quotes),
    referenceOf: (n) => references.find((reference) => reference.n === n),
  };
  render(
    <CitationProvider value={targets}>
      <AnswerMarkdown markdown={ANSWER} />
    </CitationProvider>,
  );
  return targets;
}

const markers = (name: string) => screen.getAllByRole('link', { name });
const card = () => screen.queryByRole('tooltip');

describe('CitationMarker quotes', () => {
  it('shows the quote and its source on keyboard focus, described by it, and Escape closes it', () => {
    renderAnswer(quotesFor(ANSWER));
    const [supported] = markers('Reference 1');
    if (!supported) throw new Error('no marker');
    // What a keyboard focus looks like to the marker (jsdom has no :focus-visible heuristics).
    vi.spyOn(supported, 'matches').mockImplementation((selector) => selector === ':focus-visible');
    fireEvent.focus(supported);

    const shown = card();
    expect(shown?.textContent).toContain(QUOTE);
    expect(shown?.querySelector('q')?.textContent).toBe(QUOTE);
    expect(shown?.textContent).toContain('Sodium reduction and blood pressure');
    expect(shown?.textContent).toContain('BMJ · 2013');
    expect(supported.getAttribute('aria-describedby')).toBe(shown?.id);
    // Focus stays on the marker: nothing in the card takes a tab stop.
    expect(shown?.querySelector('button')?.tabIndex).toBe(-1);

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(card()).toBeNull();
    expect(supported.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the quote when the mouse rests on the marker, and a click still goes to the reference', () => {
    vi.useFakeTimers();
    const targets = renderAnswer(quotesFor(ANSWER));
    const [supported] = markers('Reference 1');
    if (!supported) throw new Error('no marker');
    fireEvent.pointerEnter(supported.parentElement as HTMLElement, { pointerType: 'mouse' });
    expect(card()).toBeNull();
    act(() => vi.advanceTimersByTime(400));
    expect(card()?.textContent).toContain(QUOTE);

    fireEvent.pointerDown(supported, { pointerType: 'mouse' });
    fireEvent.click(supported, { detail: 1 });
    expect(targets.showReference).toHaveBeenCalledWith(1);
    expect(card()).toBeNull();
  });

  it('opens on a first tap without leaving, and offers the way to the reference', () => {
    const targets = renderAnswer(quotesFor(ANSWER));
    const [supported] = markers('Reference 1');
    if (!supported) throw new Error('no marker');
    fireEvent.pointerDown(supported, { pointerType: 'touch' });
    fireEvent.click(supported, { detail: 1 });
    expect(targets.showReference).not.toHaveBeenCalled();
    expect(card()?.textContent).toContain(QUOTE);

    fireEvent.click(screen.getByRole('button', { name: 'Go to reference 1' }));
    expect(targets.showReference).toHaveBeenCalledWith(1);
    expect(card()).toBeNull();
  });

  it('marks a citation its source does not support, in the label and in the card', () => {
    renderAnswer(quotesFor(ANSWER));
    const unsupported = screen.getByRole('link', {
      name: 'Reference 1, not found in source 1',
    });
    expect(unsupported.getAttribute('data-citation-status')).toBe('not-found');
    expect(unsupported.className).toContain('citation-not-found');
    // The supported citation of the same source keeps its plain name.
    expect(markers('Reference 1')).toHaveLength(1);

    fireEvent.pointerDown(unsupported, { pointerType: 'touch' });
    fireEvent.click(unsupported, { detail: 1 });
    expect(card()?.textContent).toContain('Not found in source 1');
    expect(card()?.querySelector('q')).toBeNull();
  });

  it('behaves as a plain link while the quotes have not arrived', () => {
    const targets = renderAnswer(undefined);
    const first = markers('Reference 1')[0];
    if (!first) throw new Error('no marker');
    expect(markers('Reference 1')).toHaveLength(2);
    expect(document.querySelector('[data-citation-status="not-found"]')).toBeNull();
    vi.spyOn(first, 'matches').mockImplementation((selector) => selector === ':focus-visible');
    fireEvent.focus(first);
    expect(card()).toBeNull();
    fireEvent.pointerDown(first, { pointerType: 'touch' });
    fireEvent.click(first, { detail: 1 });
    expect(targets.showReference).toHaveBeenCalledWith(1);
  });

  it('leaves a citation the quotes do not mention as it was', () => {
    renderAnswer(quotesFor(ANSWER));
    const sleep = screen.getByRole('link', { name: 'Reference 2' });
    expect(sleep.getAttribute('data-citation-status')).toBeNull();
  });
});
