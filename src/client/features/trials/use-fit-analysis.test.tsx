// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { Trial, TrialFit } from '../../../contract/index.ts';
import '../../test-support/jsdom-polyfills.ts';
import { useFitAnalysis } from './use-fit-analysis.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const trial = (nctId: string): Trial => ({
  nctId,
  title: nctId,
  conditions: [],
  phase: 'Phase 2',
  status: 'RECRUITING',
  eligibility: '',
  summary: '',
  locations: [],
});
const fit = (nctId: string, reasons: string[] = ['fits']): TrialFit => ({
  nctId,
  reasons,
  method: 'ai',
  criteria: [],
});

function mockFetch(answer: (ids: string[]) => Response) {
  const bodies: { trials: Trial[]; patientText: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { trials: Trial[]; patientText: string };
      bodies.push(body);
      return answer(body.trials.map((t) => t.nctId));
    }),
  );
  return bodies;
}

describe('useFitAnalysis', () => {
  it('analyses the trials, then only new ones, and again for new patient text', async () => {
    const bodies = mockFetch((ids) => Response.json({ fits: ids.map((id) => fit(id)) }));
    const { result, rerender } = renderHook(({ trials, text }) => useFitAnalysis(trials, text), {
      initialProps: { trials: [trial('A'), trial('B')], text: 'User: one' },
    });
    expect([...result.current.analyzing]).toEqual(['A', 'B']);
    await waitFor(() => expect(result.current.fits.B?.reasons).toEqual(['fits']));
    expect(result.current.analyzing.size).toBe(0);

    rerender({ trials: [trial('A'), trial('B'), trial('C')], text: 'User: one' });
    await waitFor(() => expect(result.current.fits.C).toBeDefined());
    expect(bodies.map((body) => body.trials.map((t) => t.nctId))).toEqual([['A', 'B'], ['C']]);

    rerender({ trials: [trial('A')], text: 'User: two' });
    expect(result.current.fits.A).toBeUndefined();
    await waitFor(() => expect(result.current.fits.A).toBeDefined());
    expect(bodies.at(-1)?.patientText).toBe('User: two');
  });

  it('gives empty reasons when the request fails', async () => {
    mockFetch(() => new Response('nope', { status: 500 }));
    const { result } = renderHook(() => useFitAnalysis([trial('A')], 'User: x'));
    await waitFor(() => expect(result.current.fits.A).toBeDefined());
    expect(result.current.fits.A?.reasons).toEqual([]);
  });
});
