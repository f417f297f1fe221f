import { trialFitResponseSchema, type Trial, type TrialFit } from '../../../contract/index.ts';

/** Asks the server how well each trial fits the patient text; validated before use. */
export async function postTrialFit(
  trials: readonly Trial[],
  patientText: string,
  signal?: AbortSignal,
): Promise<TrialFit[]> {
  const response = await fetch('/api/clinical-trials/fit', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ trials, patientText }),
    signal,
  });
  if (!response.ok) throw new Error(`Trial fit analysis failed with status ${response.status}`);
  return trialFitResponseSchema.parse(await response.json()).fits;
}
