import { useEffect, useMemo, useState } from 'react';
import type { Trial, TrialFit } from '../../../contract/index.ts';
import { postTrialFit } from './post-trial-fit.ts';

export interface FitAnalysisState {
  /** Finished analyses by trial id, for the current patient text. */
  fits: Readonly<Record<string, TrialFit>>;
  /** Trial ids whose analysis is still running. */
  analyzing: ReadonlySet<string>;
}

interface Store {
  patientText: string;
  fits: Record<string, TrialFit>;
}

const NO_FITS: Record<string, TrialFit> = {};

/**
 * SPEC.md section 4: runs whenever the patient text or the trials change. Only trials not yet
 * analysed for this patient text are sent, in one request the server runs in parallel; a failed
 * request leaves those trials without reasons (an empty list), never an error on screen.
 */
export function useFitAnalysis(trials: readonly Trial[], patientText: string): FitAnalysisState {
  const [store, setStore] = useState<Store>({ patientText, fits: NO_FITS });
  const fits = store.patientText === patientText ? store.fits : NO_FITS;
  // Trials are compared by id: a re-sent list with the same trials must not start a new analysis.
  const key = trials.map((trial) => trial.nctId).join(',');
  const todo = useMemo(() => trials.filter((trial) => !(trial.nctId in fits)), [trials, fits]);
  const todoKey = todo.map((trial) => trial.nctId).join(',');

  useEffect(() => {
    if (todo.length === 0 || patientText.trim() === '') return;
    const controller = new AbortController();
    postTrialFit(todo, patientText, controller.signal)
      .catch(() =>
        todo.map((trial): TrialFit => ({
          nctId: trial.nctId,
          reasons: [],
          method: 'ai',
          criteria: [],
        })),
      )
      .then((found) => {
        if (controller.signal.aborted) return;
        setStore((previous) => ({
          patientText,
          fits: {
            ...(previous.patientText === patientText ? previous.fits : {}),
            ...Object.fromEntries(found.map((fit) => [fit.nctId, fit])),
          },
        }));
      });
    return () => controller.abort();
    // The id lists stand for `todo`, whose identity changes with every result that lands.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, todoKey, patientText]);

  return useMemo(
    () => ({
      fits,
      analyzing: new Set(patientText.trim() === '' ? [] : todo.map((trial) => trial.nctId)),
    }),
    [fits, todo, patientText],
  );
}
