/**
 * The audio and realtime endpoints of the fake OpenAI server (mounted by tests/fakes/openai.ts),
 * speaking the real wire formats:
 * - POST /v1/audio/speech: JSON { model, input, voice, response_format, speed } answered with real
 *   MPEG audio frames (silent, mono, 44.1 kHz, 128 kbit/s) lasting `speechMs`, after `speechLatencyMs`;
 * - POST /v1/audio/transcriptions: multipart with `file` and `model`, answered { text } with
 *   FAKE_TRANSCRIPT (or the `reply` behaviour's content); a file that is not audio gets OpenAI's 400;
 * - POST /v1/realtime/client_secrets: { session: { type: 'realtime', model } } answered with a fresh
 *   'ek_fake_...' key, its expiry and the session (the keys issued are listed in `realtimeKeys`).
 * The fake's behaviours (status, hang, break, plain-error, raw, reply) apply here too. Browser tests
 * pick failures per chunk by a trigger in the speech input: FAKETTS400 (refused unless the model
 * is tts-1, SPEC.md's fallback), FAKETTS429, FAKETTS500.
 */
import type { ServerResponse } from 'node:http';
import type { RecordedRequest } from './fake-server.ts';
import { sleep } from './fake-server.ts';
import type { Behaviour } from './openai.ts';

export interface FakeAudioOptions {
  /** Length of the audio each speech request returns (default 1000 ms). */
  speechMs?: number;
  /** Delay before the speech reply starts (benchmarks measure time to first audio with it). */
  speechLatencyMs?: number;
}

export const FAKE_TRANSCRIPT = 'What are the early signs of type 2 diabetes?';

export const FAKE_TTS_TRIGGERS = {
  badRequest: 'FAKETTS400',
  rateLimited: 'FAKETTS429',
  serverError: 'FAKETTS500',
} as const;

const SPEECH_PATH = /^(?:\/v1)?\/audio\/speech$/;
const TRANSCRIPTION_PATH = /^(?:\/v1)?\/audio\/transcriptions$/;
const CLIENT_SECRETS_PATH = /^(?:\/v1)?\/realtime\/client_secrets$/;

export const isAudioPath = (pathname: string): boolean =>
  [SPEECH_PATH, TRANSCRIPTION_PATH, CLIENT_SECRETS_PATH].some((path) => path.test(pathname));

// MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, no padding, mono: 417 bytes and 1152 samples a frame.
const FRAME_HEADER = [0xff, 0xfb, 0x90, 0xc0];
const FRAME_BYTES = 417;
const FRAME_MS = (1152 / 44100) * 1000;

/** Silent but real MP3: every frame header is valid, so browsers decode and play it. */
export function silentMp3(durationMs: number): Buffer {
  const frames = Math.max(1, Math.ceil(durationMs / FRAME_MS));
  const audio = Buffer.alloc(frames * FRAME_BYTES);
  for (let frame = 0; frame < frames; frame += 1) audio.set(FRAME_HEADER, frame * FRAME_BYTES);
  return audio;
}

function openAiError(
  res: ServerResponse,
  status: number,
  message: string,
  param: string | null = null,
) {
  const type =
    status === 429 ? 'requests' : status >= 500 ? 'server_error' : 'invalid_request_error';
  res.writeHead(status, { 'content-type': 'application/json', 'retry-after-ms': '5' });
  res.end(JSON.stringify({ error: { message, type, param, code: null } }));
}

const AUDIO_MAGIC: readonly ((bytes: Buffer) => boolean)[] = [
  (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WAVE',
  (b) => b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3,
  (b) => ['OggS', 'fLaC'].includes(b.subarray(0, 4).toString('latin1')),
  (b) =>
    b.subarray(4, 8).toString('latin1') === 'ftyp' || b.subarray(0, 3).toString('latin1') === 'ID3',
  (b) => b[0] === 0xff && ((b[1] ?? 0) & 0xe0) === 0xe0,
];

export interface TranscriptionUpload {
  model: string | null;
  language: string | null;
  fileName: string | null;
  fileType: string | null;
  bytes: Buffer | null;
}

/** Reads a recorded transcription request the way the provider does (tests check what was sent). */
export async function readTranscriptionUpload(
  request: RecordedRequest,
): Promise<TranscriptionUpload> {
  const form = await new Request('http://fake.local/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type'] ?? '') },
    body: new Uint8Array(request.raw),
  }).formData();
  const file = form.get('file');
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : null;
  };
  return {
    model: field('model'),
    language: field('language'),
    fileName: file instanceof File ? file.name : null,
    fileType: file instanceof File ? file.type : null,
    bytes: file instanceof File ? Buffer.from(await file.arrayBuffer()) : null,
  };
}

export interface FakeAudio {
  /** Every ephemeral key minted, oldest first (a fake realtime peer accepts only these). */
  realtimeKeys: string[];
  handle(request: RecordedRequest, res: ServerResponse, behaviour: Behaviour): Promise<void>;
}

export function createFakeAudio(options: FakeAudioOptions = {}): FakeAudio {
  const { speechMs = 1000, speechLatencyMs = 0 } = options;
  const realtimeKeys: string[] = [];

  async function speech(request: RecordedRequest, res: ServerResponse, behaviour: Behaviour) {
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    const input = typeof body.input === 'string' ? body.input : '';
    if (!body.model) return openAiError(res, 400, 'you must provide a model parameter', 'model');
    if (!input.trim())
      return openAiError(res, 400, "Missing required parameter: 'input'.", 'input');
    if (input.length > 4096)
      return openAiError(res, 400, 'Input is longer than 4096 characters.', 'input');
    if (input.includes(FAKE_TTS_TRIGGERS.badRequest) && body.model !== 'tts-1')
      return openAiError(res, 400, 'Fake speech refused for this model', 'model');
    if (input.includes(FAKE_TTS_TRIGGERS.rateLimited))
      return openAiError(res, 429, 'Rate limit reached for requests');
    if (input.includes(FAKE_TTS_TRIGGERS.serverError))
      return openAiError(res, 500, 'The server had an error while processing your request.');
    await sleep(speechLatencyMs);
    const audio = silentMp3(speechMs);
    res.writeHead(200, { 'content-type': 'audio/mpeg', 'transfer-encoding': 'chunked' });
    if (behaviour.kind === 'break') {
      return void res.write(audio.subarray(0, FRAME_BYTES * 2), () => res.socket?.destroy());
    }
    // Streamed in pieces, as the provider does, so clients can start before the end.
    for (let offset = 0; offset < audio.length; offset += FRAME_BYTES * 8) {
      if (res.destroyed) return;
      res.write(audio.subarray(offset, offset + FRAME_BYTES * 8));
    }
    res.end();
  }

  async function transcription(
    request: RecordedRequest,
    res: ServerResponse,
    behaviour: Behaviour,
  ) {
    const upload = await readTranscriptionUpload(request).catch(() => null);
    if (!upload?.bytes) return openAiError(res, 400, "Missing required parameter: 'file'.", 'file');
    if (!upload.model) return openAiError(res, 400, 'you must provide a model parameter', 'model');
    const bytes = upload.bytes;
    if (!AUDIO_MAGIC.some((matches) => matches(bytes)))
      return openAiError(res, 400, 'Invalid file format.', 'file');
    const text = behaviour.kind === 'reply' ? behaviour.content : FAKE_TRANSCRIPT;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ text, usage: { type: 'duration', seconds: 2 } }));
  }

  function clientSecret(request: RecordedRequest, res: ServerResponse) {
    const body = JSON.parse(request.body || '{}') as {
      expires_after?: { seconds?: number };
      session?: { type?: string; model?: string; instructions?: string };
    };
    if (body.session?.type !== 'realtime' || !body.session.model)
      return openAiError(
        res,
        400,
        "Invalid session: expected type 'realtime' and a model",
        'session',
      );
    const value = `ek_fake_${realtimeKeys.length + 1}_${Math.random().toString(36).slice(2, 10)}`;
    realtimeKeys.push(value);
    const expiresAt = Math.floor(Date.now() / 1000) + (body.expires_after?.seconds ?? 600);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        value,
        expires_at: expiresAt,
        session: {
          type: 'realtime',
          object: 'realtime.session',
          id: `sess_fake_${realtimeKeys.length}`,
          model: body.session.model,
          instructions: body.session.instructions ?? '',
          output_modalities: ['audio'],
        },
      }),
    );
  }

  return {
    realtimeKeys,
    async handle(request, res, behaviour) {
      if (request.method !== 'POST') return openAiError(res, 405, 'Method not allowed');
      if (behaviour.kind === 'status') {
        if (behaviour.body !== undefined) {
          res.writeHead(behaviour.status, { 'content-type': 'application/json' });
          return void res.end(behaviour.body);
        }
        const message =
          behaviour.status === 429
            ? 'Rate limit reached for requests'
            : `Fake upstream error ${behaviour.status}`;
        return openAiError(res, behaviour.status, message);
      }
      if (behaviour.kind === 'plain-error') {
        res.writeHead(429, { 'content-type': 'text/plain' });
        return void res.end('quota exceeded');
      }
      if (behaviour.kind === 'hang')
        return new Promise<void>((resolve) => res.on('close', resolve));
      if (behaviour.kind === 'raw') {
        res.writeHead(200, { 'content-type': behaviour.contentType ?? 'application/json' });
        return void res.end(behaviour.body);
      }
      const path = request.url.pathname;
      if (SPEECH_PATH.test(path)) return speech(request, res, behaviour);
      if (TRANSCRIPTION_PATH.test(path)) return transcription(request, res, behaviour);
      return clientSecret(request, res);
    },
  };
}
