import {
  MAX_FIT_TRIALS,
  PATIENT_TEXT_MAX_CHARS,
  trialFitResponseSchema,
  trialForFit,
  type Trial,
  type TrialFit,
} from '../../../contract/index.ts';
import { fetchJson } from '../../lib/fetch-json.ts';
import { redactOutgoingText } from '../../lib/redact-outgoing.ts';

/**
 * Asks the server how well each trial fits the patient text; validated before use. The request
 * never exceeds the contract's caps: at most MAX_FIT_TRIALS trials, each cut to FIT_TRIAL_LIMITS,
 * and the latest PATIENT_TEXT_MAX_CHARS characters of the patient text.
 */
export async function postTrialFit(
  trials: readonly Trial[],
  patientText: string,
  signal?: AbortSignal,
): Promise<TrialFit[]> {
  const reply = await fetchJson(
    '/api/clinical-trials/fit',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        trials: trials.slice(0, MAX_FIT_TRIALS).map(trialForFit),
        // The patient's words leave without their identifiers (the server redacts again).
        patientText: await redactOutgoingText(patientText.slice(-PATIENT_TEXT_MAX_CHARS)),
      }),
      signal,
    },
    trialFitResponseSchema,
    { failureText: (status) => `Trial fit analysis failed with status ${status}` },
  );
  return reply.fits;
}
