import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  speechRequestSchema,
  transcriptionResponseSchema,
  VOICE_LIMITS,
} from '../../contract/index.ts';
import { forwardSpeech } from '../voice/speech.ts';
import { checkAudio, forwardTranscription } from '../voice/transcription.ts';
import { assertVoiceBudget, withVoiceBudget } from '../voice/voice-budget.ts';
import { noVoiceModelFailure, VoiceFailure } from '../voice/voice-failure.ts';
import { abortOnClose, providerAccess, voiceErrorHandler } from '../voice/voice-reply.ts';

const LANGUAGE_FIELD = /^[a-z]{2,3}$/;

const badRequest = (message: string): VoiceFailure =>
  new VoiceFailure(400, message, { code: 'invalid_request' });

/**
 * SPEC.md section 7, calls 2 and 3: read-aloud audio and dictation transcripts, each charged to
 * the client's daily budget (speech characters, seconds of audio) before the provider is called.
 */
export async function registerOpenAiAudioRoutes(app: FastifyInstance): Promise<void> {
  const { config, clientBudgets: budgets, fetch: fetchImpl } = app.deps;
  const rateLimit = { max: config.rateLimit.modelPerMinute, timeWindow: '1 minute' };
  const access = providerAccess(config, fetchImpl);

  // Its own scope: only these routes parse multipart, and every refusal has OpenAI's shape.
  await app.register(async (scope) => {
    scope.setErrorHandler(voiceErrorHandler);
    await scope.register(multipart, {
      limits: {
        fileSize: VOICE_LIMITS.transcriptionMaxBytes,
        files: 1,
        fields: 8,
        fieldSize: 200,
        parts: 10,
      },
    });

    scope.post('/openai/audio/speech', { config: { rateLimit } }, async (request, reply) => {
      const model = config.voice.ttsModel;
      if (!model || !access) throw noVoiceModelFailure('text-to-speech');
      const parsed = speechRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        throw badRequest(
          parsed.error.issues
            .map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
            .join('; '),
        );
      }
      const signal = abortOnClose(reply);
      const audio = await withVoiceBudget(
        request.ip,
        [[budgets.speechChars, parsed.data.input.length]],
        () => forwardSpeech(parsed.data, model, access, signal),
      );
      return reply
        .header('content-type', audio.contentType)
        .header('cache-control', 'no-store')
        .send(Readable.fromWeb(audio.body as never));
    });

    scope.post(
      '/openai/audio/transcriptions',
      { config: { rateLimit }, schema: { response: { 200: transcriptionResponseSchema } } },
      async (request, reply) => {
        const model = config.voice.transcribeModel;
        if (!model || !access) throw noVoiceModelFailure('transcription');
        if (!request.isMultipart()) throw badRequest('Send the audio as multipart/form-data.');
        // A client with nothing left today is refused before its upload is read.
        await assertVoiceBudget(budgets.transcriptionSeconds, request.ip);
        let audio: Buffer | undefined;
        let language: string | undefined;
        // Parts are read into memory only: nothing of the recording is ever written to disk.
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file') throw badRequest('The audio goes in the field "file".');
            audio = await part.toBuffer();
          } else if (part.fieldname === 'language' && typeof part.value === 'string') {
            if (!LANGUAGE_FIELD.test(part.value))
              throw badRequest('language: expected an ISO code.');
            language = part.value;
          }
          // A client's `model` field is ignored: the server's TRANSCRIBE_MODEL is always used.
        }
        if (!audio || audio.length === 0) throw badRequest('An audio file is required in "file".');
        const checked = await checkAudio(audio);
        const signal = abortOnClose(reply);
        return withVoiceBudget(
          request.ip,
          [[budgets.transcriptionSeconds, Math.ceil(checked.seconds)]],
          () =>
            forwardTranscription(
              audio,
              checked.type,
              { model, ...(language ? { language } : {}) },
              access,
              signal,
            ),
        );
      },
    );
  });
}
