// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '../../test-support/jsdom-polyfills.ts';
import '../../lib/i18n.ts';
import {
  EMERGENCY_BANNER_TEXT,
  MEDICAL_DISCLAIMER,
  SEARCH_ERROR_TEXT,
  type Reference,
} from '../../../contract/index.ts';
import { SAFETY_TEXTS } from '../../../shared/safety-texts/safety-texts.ts';
import { sentenceKey } from '../../../shared/citations/index.ts';
import type { SearchSnapshot } from '../../lib/read-search-stream.ts';
import { ResultView, type ResultViewProps } from './result-view.tsx';
import { loadEmergencyDetector } from './use-local-emergency.ts';

afterEach(cleanup);

const references: Reference[] = [
  {
    n: 1,
    kind: 'pubmed',
    title: 'Salt reduction and blood pressure',
    url: 'https://example.org/a',
    source: 'BMJ',
    year: '2013',
    authors: ['Aburto NJ', 'Ziolkovska A', 'Hooper L', 'Cappuccio FP'],
    pmid: '23558162',
  },
  {
    n: 2,
    kind: 'medlineplus',
    title: 'High Blood Pressure',
    url: 'https://medlineplus.gov/highbloodpressure.html',
    source: 'MedlinePlus',
  },
];

const done: SearchSnapshot = {
  text: 'Eat less salt [1]. Exercise helps [2]. Unsupported [7].',
  status: { phase: 'done', answerMode: 'ai-summary' },
  references,
  citations: { valid: [1, 2], unmatched: [7] },
};

function renderResult(props: Partial<ResultViewProps> = {}) {
  return render(
    <ResultView
      runId="run-1"
      request={{ query: 'How do I lower my blood pressure?', searchType: 'health-info' }}
      askedAt="2025-03-01T09:30:00.000Z"
      phase="done"
      snapshot={done}
      {...props}
    />,
  );
}

describe('ResultView', () => {
  it('shows the heading by search type, the question, the time and the level', () => {
    renderResult({
      request: {
        query: 'Ibuprofen and lisinopril?',
        searchType: 'drug-interactions',
        medicalKnowledgeLevel: 'medical-expert',
      },
    });
    expect(screen.getByRole('heading', { name: 'Drug Interaction Analysis' })).toBeTruthy();
    expect(screen.getByText('Ibuprofen and lisinopril?')).toBeTruthy();
    expect(screen.getByText('Level: Medical expert')).toBeTruthy();
    expect(document.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2025-03-01T09:30:00.000Z',
    );
  });

  it('shows the answer with its mode, the references and the exact disclaimer', () => {
    renderResult();
    expect(screen.getByRole('heading', { name: 'Evidence-Based Summary' })).toBeTruthy();
    expect(screen.getByText('AI summary')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(MEDICAL_DISCLAIMER);
    expect(screen.getByRole('button', { name: 'References (2)' })).toBeTruthy();

    const first = document.getElementById('ref-1');
    const link = within(first as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('https://pubmed.ncbi.nlm.nih.gov/23558162/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(first?.textContent).toContain('Aburto NJ, Ziolkovska A, Hooper L, et al.');
    expect(first?.textContent).toContain('BMJ · 2013');
    expect(document.getElementById('ref-2')?.querySelector('a')?.getAttribute('href')).toBe(
      'https://medlineplus.gov/highbloodpressure.html',
    );
  });

  it('says an image analysis without research rests on the image alone, not "References (0)"', () => {
    const imageOnly: SearchSnapshot = { text: 'A round red patch.', references: [] };
    renderResult({
      request: { query: 'What is this spot?', searchType: 'image-analysis' },
      snapshot: imageOnly,
    });
    expect(screen.getByRole('heading', { name: 'What this summary is based on' })).toBeTruthy();
    expect(screen.getByText(/The image alone\. No research articles were found/)).toBeTruthy();
    expect(screen.queryByText(/References \(0\)/)).toBeNull();
    expect(screen.queryByText('No references were found for this question.')).toBeNull();
  });

  it('still lists an image analysis its research found', () => {
    renderResult({ request: { query: 'What is this spot?', searchType: 'image-analysis' } });
    expect(screen.getByText('References (2)')).toBeTruthy();
    expect(screen.queryByText('What this summary is based on')).toBeNull();
  });

  it('labels evidence-only answers as excerpts', () => {
    renderResult({
      snapshot: { ...done, status: { phase: 'done', answerMode: 'evidence-excerpts' } },
    });
    expect(screen.getByText('Evidence excerpts')).toBeTruthy();
    expect(screen.getByText(/No language model wrote this text/)).toBeTruthy();
  });

  it('opens the closed reference list and focuses the entry when a citation is clicked', () => {
    renderResult();
    fireEvent.click(screen.getByRole('button', { name: 'References (2)' }));
    expect(document.getElementById('ref-2')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Reference 2' }));
    const entry = document.getElementById('ref-2');
    expect(entry).not.toBeNull();
    expect(document.activeElement).toBe(entry);
    expect(screen.queryByRole('link', { name: 'Reference 7' })).toBeNull();
  });

  it('shows the quotes once they arrive: on the markers and under each reference', () => {
    const quotes = {
      sentences: [
        { key: sentenceKey('Eat less salt.'), citations: [{ n: 1, quote: 'Salt raised it.' }] },
        { key: sentenceKey('Exercise helps.'), citations: [{ n: 2, quote: null }] },
      ],
    };
    const { rerender } = renderResult({ phase: 'streaming' });
    expect(screen.getByRole('link', { name: 'Reference 2' })).toBeTruthy();
    rerender(
      <ResultView
        runId="run-1"
        request={{ query: 'How do I lower my blood pressure?', searchType: 'health-info' }}
        askedAt="2025-03-01T09:30:00.000Z"
        phase="done"
        snapshot={{ ...done, quotes }}
      />,
    );
    const marker = screen.getByRole('link', { name: 'Reference 2, not found in source 2' });
    expect(marker.getAttribute('data-citation-status')).toBe('not-found');
    expect(
      screen.getByRole('link', { name: 'Reference 1' }).getAttribute('data-citation-status'),
    ).toBe('quoted');
    expect(document.querySelector('#ref-1 [data-testid="reference-quotes"]')?.textContent).toBe(
      'Salt raised it.',
    );
    expect(document.querySelector('#ref-2 [data-testid="reference-quotes"]')).toBeNull();
  });

  it('shows the searching skeleton with the sources this search asks', () => {
    renderResult({
      phase: 'loading',
      snapshot: {
        text: '',
        status: { phase: 'searching', answerMode: 'ai-summary', asking: ['trials'], sources: {} },
      },
      request: { query: 'melanoma', searchType: 'clinical-trials' },
    });
    expect(screen.getByText('Searching medical databases...')).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('ClinicalTrials.govWaiting…');
    expect(screen.getByRole('note').textContent).toBe(MEDICAL_DISCLAIMER);
  });

  it('marks the answer region busy while streaming', () => {
    renderResult({ phase: 'streaming', snapshot: { text: 'Eat less', references } });
    expect(screen.getByText('Streaming response from medical databases...')).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Answer' });
    // Progress is announced politely; the growing text itself is not a live region.
    expect(region.getAttribute('aria-live')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Writing the answer');
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(region.textContent).toContain('Eat less');
  });

  it('writes Arabic answers right to left', () => {
    renderResult({ request: { query: 'ضغط الدم', language: 'ar' } });
    const region = screen.getByRole('region', { name: 'Answer' });
    expect(region.getAttribute('dir')).toBe('rtl');
    expect(region.getAttribute('lang')).toBe('ar');
  });

  it('shows a dismissible emergency banner when the server sends a warning', () => {
    renderResult({
      snapshot: {
        ...done,
        warning: { kind: 'emergency', text: 'Call', bannerText: 'x', categories: [] },
      },
    });
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain(EMERGENCY_BANNER_TEXT);
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss emergency warning' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the detected emergency in the answer language', () => {
    renderResult({
      request: { query: 'Tengo dolor en el pecho', searchType: 'health-info', language: 'es' },
      snapshot: {
        ...done,
        warning: { kind: 'emergency', text: 'x', bannerText: 'x', categories: ['cardiac'] },
      },
    });
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain(SAFETY_TEXTS.es.title);
    expect(banner.textContent).toContain(SAFETY_TEXTS.es.categories.cardiac);
    expect(banner.textContent).toContain('dolor en el pecho');
    expect(banner.querySelector('[lang="es"]')).not.toBeNull();
    expect(screen.getByRole('note').textContent).toBe(SAFETY_TEXTS.es.disclaimer);
  });

  it('writes an Arabic banner and disclaimer right to left, with the reader’s own number', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG']);
    renderResult({
      request: { query: 'ألم في الصدر', searchType: 'health-info', language: 'ar' },
      snapshot: {
        ...done,
        warning: { kind: 'emergency', text: 'x', bannerText: 'x', categories: ['cardiac'] },
      },
    });
    const banner = screen.getByRole('alert');
    expect(banner.textContent).toContain(SAFETY_TEXTS.ar.categories.cardiac);
    expect(banner.textContent).toContain('123 (مصر)');
    expect(banner.getAttribute('dir')).toBe('rtl');
    expect(banner.querySelector('[lang="ar"]')).not.toBeNull();
    expect(screen.getByRole('note').querySelector('p')?.getAttribute('dir')).toBe('rtl');
  });

  it('raises the banner from the browser’s own check before the server has said anything', async () => {
    renderResult({
      request: {
        query: 'my husband is clutching his chest, grey and sweating, what do I do',
        searchType: 'health-info',
      },
      phase: 'loading',
      snapshot: { text: '' },
    });
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(SAFETY_TEXTS.en.categories.cardiac);
  });

  it('runs no such check where SPEC.md suppresses the warning (USMLE study)', async () => {
    renderResult({
      request: { query: 'I have crushing chest pain right now', searchType: 'usmle-preparation' },
      phase: 'loading',
      snapshot: { text: '' },
    });
    await loadEmergencyDetector();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the search error text with a retry in place of the answer', () => {
    const onRetry = vi.fn();
    renderResult({
      phase: 'error',
      error: SEARCH_ERROR_TEXT,
      snapshot: { text: 'Partial' },
      onRetry,
    });
    expect(screen.getByRole('alert').textContent).toContain(SEARCH_ERROR_TEXT);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByText('Partial')).toBeNull();
  });
});
