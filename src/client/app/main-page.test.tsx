// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import '../test-support/jsdom-polyfills.ts';
import '../lib/i18n.ts';
import {
  MEDICAL_DISCLAIMER,
  SEARCH_ERROR_TEXT,
  type ClientConfig,
  type SearchResult,
} from '../../contract/index.ts';
import { sseResponse, textChunks } from '../test-support/sse-fixture.ts';
import { RouteErrorBoundary } from './route-error-page.tsx';
import { AppRoutes } from './router.tsx';

const config: ClientConfig = {
  assistantName: 'Aria',
  modelAvailable: true,
  webSearchAvailable: true,
  voiceAvailable: false,
  voice: {
    tts: false,
    transcription: false,
    realtime: false,
    realtimeUrl: '',
    iceServers: [],
    messageOrigins: [],
  },
  searchTypes: ['health-info', 'drug-interactions'],
  labMessageOrigins: [],
};

const result: SearchResult = {
  query: 'What helps with migraine?',
  summary: 'Rest in a dark room [1].',
  references: ['[1] Migraine. MedlinePlus. https://medlineplus.gov/migraine.html'],
  timestamp: '2025-05-05T10:00:00.000Z',
  medicalKnowledgeLevel: 'no-medical-experience',
  searchType: 'health-info',
  language: 'en',
  sources: {
    firecrawl: false,
    pubmed: false,
    clinicalTrials: false,
    medlinePlus: true,
    label: 'x',
  },
  answerMode: 'ai-summary',
  emergency: false,
};

const searchReply = () =>
  sseResponse([
    { type: 'start' },
    { type: 'data-status', data: { phase: 'searching', answerMode: 'ai-summary' } },
    {
      type: 'data-references',
      data: {
        references: [
          {
            n: 1,
            kind: 'medlineplus',
            title: 'Migraine',
            url: 'https://medlineplus.gov/migraine.html',
          },
        ],
      },
    },
    ...textChunks('answer', ['Rest in a ', 'dark room [1].']),
    { type: 'data-citations', data: { valid: [1], unmatched: [] } },
    { type: 'data-result', data: result },
    { type: 'finish' },
  ]);

type SearchHandler = (body: unknown) => Promise<Response> | Response;

function stubApi(search: SearchHandler, clientConfig: ClientConfig | null = config) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/config')) {
      return clientConfig ? Response.json(clientConfig) : new Response('down', { status: 502 });
    }
    if (url.endsWith('/api/search')) return search(JSON.parse(String(init?.body)));
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The page waits for its loader (React's `use`); act lets React retry it in the test environment.
async function renderApp(path = '/') {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
    );
  });
}

const queryBox = () => screen.getByRole('textbox', { name: 'Your health question' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('main page', () => {
  it('greets with the configured assistant name and the trusted sources', async () => {
    stubApi(searchReply);
    await renderApp();
    expect(
      await screen.findByRole('heading', { name: 'Ask Aria, your AI health assistant' }),
    ).toBeTruthy();
    expect(screen.getByText('Trusted by healthcare professionals worldwide')).toBeTruthy();
    for (const name of ['PubMed / NIH', 'MedlinePlus', 'Mayo Clinic', 'CDC', 'WHO']) {
      expect(screen.getByText(name)).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Evidence-only mode' })).toBeNull();
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to the default name when the config cannot be loaded', async () => {
    stubApi(searchReply, null);
    await renderApp();
    expect(
      await screen.findByRole('heading', { name: 'Ask Nova, your AI health assistant' }),
    ).toBeTruthy();
  });

  it('labels evidence-only mode', async () => {
    stubApi(searchReply, { ...config, modelAvailable: false });
    await renderApp();
    expect(await screen.findByRole('button', { name: 'Evidence-only mode' })).toBeTruthy();
  });

  it('streams a search into the result view, then starts over', async () => {
    const fetchMock = stubApi(searchReply);
    await renderApp();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your health question' }), {
      target: { value: 'What helps with migraine?' },
    });
    fireEvent.keyDown(queryBox(), { key: 'Enter' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Medical Information' }),
    ).toBeTruthy();
    await screen.findByRole('link', { name: 'Reference 1' });
    expect(screen.getByRole('region', { name: 'Answer' }).textContent).toContain(
      'Rest in a dark room',
    );
    expect(screen.getByRole('button', { name: 'References (1)' })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(MEDICAL_DISCLAIMER);
    expect(fetchMock).toHaveBeenCalledWith('/api/search', expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Start New Search' }));
    expect(
      screen.getByRole('heading', { name: 'Ask Aria, your AI health assistant' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Answer' })).toBeNull();
    expect(document.activeElement).toBe(queryBox());
  });

  it('offers only the search types the server runs', async () => {
    stubApi(searchReply);
    await renderApp();
    const searchType = await screen.findByRole('combobox', { name: 'Search type' });
    expect(
      within(searchType)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Health Information', 'Drug Interactions']);
  });

  it('ignores a new search while one runs', async () => {
    let release: (response: Response) => void = () => undefined;
    const fetchMock = stubApi(() => new Promise<Response>((resolve) => (release = resolve)));
    await renderApp();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your health question' }), {
      target: { value: 'First question' },
    });
    fireEvent.keyDown(queryBox(), { key: 'Enter' });
    await screen.findByText('Searching medical databases...');
    fireEvent.change(queryBox(), { target: { value: 'Second question' } });
    fireEvent.keyDown(queryBox(), { key: 'Enter' });
    release(searchReply());
    await screen.findByRole('link', { name: 'Reference 1' });
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/api/search')),
    ).toHaveLength(1);
    // The refused question stays in the box, ready to send once the first answer is done.
    expect((queryBox() as HTMLTextAreaElement).value).toBe('Second question');
  });

  it("shows the server's message when it refuses the question", async () => {
    stubApi(() =>
      Response.json({ error: 'Questions are limited to 4000 characters.' }, { status: 400 }),
    );
    await renderApp();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your health question' }), {
      target: { value: 'Too long' },
    });
    fireEvent.keyDown(queryBox(), { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Questions are limited to 4000 characters.',
    );
  });

  it('shows the search error text on a network failure and on a stream error', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderApp();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your health question' }), {
      target: { value: 'Anything' },
    });
    fireEvent.keyDown(queryBox(), { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toContain(SEARCH_ERROR_TEXT);

    stubApi(() =>
      sseResponse([{ type: 'start' }, { type: 'error', errorText: SEARCH_ERROR_TEXT }]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(SEARCH_ERROR_TEXT));
  });
});

describe('other routes', () => {
  it('shows the 404 page with a link home', async () => {
    stubApi(searchReply);
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the application error page when a route fails', async () => {
    stubApi(searchReply);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Boom = () => {
      throw new Error('boom');
    };
    render(
      <MemoryRouter initialEntries={['/boom']}>
        <RouteErrorBoundary>
          <Routes>
            <Route path="boom" element={<Boom />} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeTruthy();
  });
});
