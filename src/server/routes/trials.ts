import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TrialFitResponse, TrialSearchResponse } from '../../contract/index.ts';
import {
  trialFitRequestSchema,
  trialFitResponseSchema,
  trialSearchRequestSchema,
  trialSearchResponseSchema,
} from '../../contract/index.ts';
import { createFitAnalyser } from '../pipelines/clinical-trials/analyse-trial-fit.ts';
import { prescreenTrial } from '../pipelines/clinical-trials/prescreen-trial.ts';
import {
  TRIAL_SEARCH_ERROR_TEXT,
  registryErrorText,
} from '../pipelines/clinical-trials/trial-texts.ts';
import { rankTrials } from '../pipelines/clinical-trials/rank-trials.ts';
import { isUpstreamError } from '../sources/index.ts';
import { redactForUpstream, redactLocation } from '../../shared/privacy/redact-for-upstream.ts';
import { REFUSALS } from './contract-validation.ts';
import { isUpstreamBusy, sendUpstreamBusy } from './upstream-busy.ts';

/**
 * The registry search behind the clinical-trials pipeline, ranked the same way, and the patient
 * fit analysis of the trials on screen (rate limited like the other model routes).
 */
export function registerTrialRoutes(app: FastifyInstance): void {
  const { sources, llm, config } = app.deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const analyser = llm ? createFitAnalyser(llm) : null;
  const searchOptions = {
    bodyLimit: 16 * 1024,
    schema: {
      body: trialSearchRequestSchema,
      response: { 200: trialSearchResponseSchema, ...REFUSALS },
    },
  };
  api.post('/clinical-trials/search', searchOptions, async (request, reply) => {
    const parsed = request.body;
    // The registry is a third party: it gets the condition and the town, never who is asking.
    const query = redactForUpstream(parsed.query);
    const location = parsed.location === undefined ? '' : redactLocation(parsed.location);
    try {
      const found = await sources.clinicalTrials.search(query, {
        location: location === '' ? undefined : location,
      });
      return { success: true, trials: rankTrials(found, query) } satisfies TrialSearchResponse;
    } catch (error) {
      if (isUpstreamBusy(error)) {
        return sendUpstreamBusy(reply, error, (message) => ({
          success: false,
          trials: [],
          error: message,
        }));
      }
      request.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'clinical trials search failed',
      );
      const status = isUpstreamError(error) ? error.status : undefined;
      return reply.code(502).send({
        success: false,
        trials: [],
        error: status !== undefined ? registryErrorText(status) : TRIAL_SEARCH_ERROR_TEXT,
      } satisfies TrialSearchResponse);
    }
  });

  api.post(
    '/clinical-trials/fit',
    {
      bodyLimit: 512 * 1024,
      config: { rateLimit: { max: config.rateLimit.modelPerMinute, timeWindow: '1 minute' } },
      schema: {
        body: trialFitRequestSchema,
        response: { 200: trialFitResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const parsed = request.body;
      // The patient's words go to the model: their identifiers do not.
      const body = { ...parsed, patientText: redactForUpstream(parsed.patientText) };
      if (!analyser) {
        return {
          fits: body.trials.map((trial) => prescreenTrial(trial, body.patientText)),
        } satisfies TrialFitResponse;
      }
      const abort = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abort.abort();
      });
      const fits = await analyser.analyse(body.trials, body.patientText, abort.signal);
      return { fits } satisfies TrialFitResponse;
    },
  );
}
