import { randomUUID } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { transcriptionResponseSchema } from '../../src/contract/index.ts';
import { FAKE_TRANSCRIPT, readTranscriptionUpload, silentMp3 } from '../fakes/openai-audio.ts';
import { AUDIO_TOOLS, forgeWavByteRate, spokenAudio, toneAudio } from '../fakes/spoken-audio.ts';
import { sineWav } from '../fakes/wav.ts';
import { webmContainer } from '../fakes/webm.ts';
import { useFakeStack } from './stack.ts';
import { errorOf, expectDailyBudgetRefusal } from './voice-refusals.ts';

const stack = useFakeStack();

/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, string | Blob>, fileName = 'recording.wav') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, value, fileName);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

async function transcribe(
  app: FastifyInstance,
  fields: Record<string, string | Blob>,
  fileName?: string,
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/openai/audio/transcriptions',
    ...(await multipart(fields, fileName)),
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

const wavBlob = (wav: Buffer) => new Blob([new Uint8Array(wav)], { type: 'audio/wav' });

const uploads = () =>
  stack.fakes.openai.requests.filter((request) =>
    request.url.pathname.endsWith('/audio/transcriptions'),
  );

/** What the provider received in the first transcription request of the test. */
function firstUpload() {
  const [request] = uploads();
  if (!request) throw new Error('The provider received no transcription request');
  return readTranscriptionUpload(request);
}

/** Every file under the temp folder (two levels), for proof that no upload was written there. */
async function tempFiles(): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string, depth: number) => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isFile()) found.push(path);
      else if (entry.isDirectory() && depth > 0) await walk(path, depth - 1);
    }
  };
  await walk(tmpdir(), 1);
  return found;
}

async function filesContaining(paths: string[], marker: string): Promise<string[]> {
  const hits: string[] = [];
  for (const path of paths) {
    const info = await stat(path).catch(() => null);
    if (!info || info.size > 50 * 1024 * 1024) continue;
    const content = await readFile(path).catch(() => null);
    if (content?.includes(marker)) hits.push(path);
  }
  return hits;
}

describe('POST /api/openai/audio/transcriptions', () => {
  it('transcribes a real WAV with the configured model, from memory only', async () => {
    const marker = `nova-dictation-${randomUUID()}`;
    const wav = sineWav({ seconds: 2, marker });
    const before = new Set(await tempFiles());
    const app = await stack.app();
    const response = await transcribe(app, { file: wavBlob(wav), model: 'gpt-4o' });
    expect(response.statusCode).toBe(200);
    expect(transcriptionResponseSchema.parse(response.json())).toEqual({ text: FAKE_TRANSCRIPT });

    expect(uploads()[0]?.headers.authorization).toBe('Bearer test-key');
    const upload = await firstUpload();
    expect(upload).toMatchObject({
      model: 'whisper-1',
      fileName: 'audio.wav',
      fileType: 'audio/wav',
    });
    expect(upload.bytes?.equals(wav)).toBe(true);

    // Whatever else wrote to the temp folder meanwhile, nothing there holds the recording.
    const created = (await tempFiles()).filter((path) => !before.has(path));
    expect(await filesContaining(created, marker)).toEqual([]);
  });

  it('passes the language on and uses TRANSCRIBE_MODEL', async () => {
    const app = await stack.app({ env: { TRANSCRIBE_MODEL: 'gpt-4o-transcribe' } });
    const response = await transcribe(app, { language: 'es', file: wavBlob(sineWav()) });
    expect(response.statusCode).toBe(200);
    const upload = await firstUpload();
    expect(upload).toMatchObject({ model: 'gpt-4o-transcribe', language: 'es' });
  });

  it('accepts browser recordings by their bytes, whatever their name', async () => {
    const app = await stack.app();
    const webm = new Uint8Array(webmContainer(3));
    const response = await transcribe(app, { file: new Blob([webm]) }, 'clip.bin');
    expect(response.statusCode).toBe(200);
    const upload = await firstUpload();
    expect(upload).toMatchObject({ fileName: 'audio.webm', fileType: 'audio/webm' });
  });

  it('refuses a file that is not audio, even named and typed as WAV', async () => {
    const app = await stack.app();
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await transcribe(app, { file: new Blob([png], { type: 'audio/wav' }) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toMatchObject({ code: 'invalid_audio' });
    expect(errorOf(response.body).message).toContain('not audio');
    expect(uploads()).toHaveLength(0);
  });

  it('refuses an upload over 10 MB with 413', async () => {
    const app = await stack.app();
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    big.set(sineWav({ seconds: 0.01 }));
    const response = await transcribe(app, { file: wavBlob(big) });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response.body).message).toBe('request file too large');
    expect(uploads()).toHaveLength(0);
  });

  it('refuses a WAV longer than 5 minutes, or without sound', async () => {
    const app = await stack.app();
    const long = sineWav({ seconds: 301, sampleRate: 4000 });
    expect(long.length).toBeLessThan(10 * 1024 * 1024);
    const response = await transcribe(app, { file: wavBlob(long) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toEqual({
      message: 'Recordings are limited to 5 minutes.',
      type: 'invalid_request_error',
      code: 'audio_too_long',
    });
    const empty = await transcribe(app, { file: wavBlob(sineWav({ seconds: 0 })) });
    expect(errorOf(empty.body).code).toBe('empty_audio');
    expect(uploads()).toHaveLength(0);
  });

  it('refuses a request without a file, or not multipart at all', async () => {
    const app = await stack.app();
    expect((await transcribe(app, { model: 'whisper-1' })).statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: '/api/openai/audio/transcriptions',
      payload: { file: 'UklGRg==' },
    });
    expect(json.statusCode).toBe(400);
    expect(errorOf(json.body).message).toContain('multipart');
    const twoFiles = new FormData();
    twoFiles.append('file', wavBlob(sineWav()), 'a.wav');
    twoFiles.append('file', wavBlob(sineWav()), 'b.wav');
    const encoded = new Response(twoFiles);
    const both = await app.inject({
      method: 'POST',
      url: '/api/openai/audio/transcriptions',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    expect(both.statusCode).toBe(413);
    expect(uploads()).toHaveLength(0);
  });

  it('answers provider failures and timeouts clearly', async () => {
    stack.fakes.openai.behave({ kind: 'status', status: 500, times: 1 });
    const app = await stack.app({ env: { MODEL_TIMEOUT_MS: '300' } });
    const failed = await transcribe(app, { file: wavBlob(sineWav()) });
    expect(failed.statusCode).toBe(502);
    expect(errorOf(failed.body).message).toContain('500');

    stack.fakes.openai.behave({ kind: 'hang' });
    const hung = await transcribe(app, { file: wavBlob(sineWav()) });
    expect(hung.statusCode).toBe(504);
    expect(errorOf(hung.body).message).toBe('Request timeout after 300ms');

    stack.fakes.openai.behave({ kind: 'raw', body: '{"transcript": 3}' });
    const odd = await transcribe(app, { file: wavBlob(sineWav()) });
    expect(odd.statusCode).toBe(502);
    expect(errorOf(odd.body).message).toBe('The voice provider returned no transcript.');
  });

  it('answers 503 without a model, and is rate-limited', async () => {
    const off = await stack.app({ model: false });
    const unavailable = await transcribe(off, { file: wavBlob(sineWav()) });
    expect(unavailable.statusCode).toBe(503);
    expect(errorOf(unavailable.body).message).toBe(
      'No transcription model is configured on this server.',
    );

    const app = await stack.app({ env: { MODEL_RATE_LIMIT_PER_MINUTE: '1' } });
    expect((await transcribe(app, { file: wavBlob(sineWav()) })).statusCode).toBe(200);
    expect((await transcribe(app, { file: wavBlob(sineWav()) })).statusCode).toBe(429);
    expect(uploads()).toHaveLength(1);
  });

  it('charges seconds of audio per client per day; past the budget 429 with Retry-After, nothing sent', async () => {
    const app = await stack.app({ env: { TRANSCRIPTION_SECONDS_PER_DAY_PER_CLIENT: '6' } });
    // 2.5 s each, charged as 3 whole seconds.
    const clip = () => wavBlob(sineWav({ seconds: 2.5, sampleRate: 8000 }));
    expect((await transcribe(app, { file: clip() })).statusCode).toBe(200);
    expect((await transcribe(app, { file: clip() })).statusCode).toBe(200);
    const refused = await transcribe(app, { file: clip() });
    expectDailyBudgetRefusal(
      refused,
      /^The daily limit of dictation for your address \(6 seconds of audio\) is reached\. It resets at midnight UTC/,
    );
    expect(uploads()).toHaveLength(2);
    // Another address has its own day.
    expect((await transcribe(app, { file: clip() }, undefined, '203.0.113.9')).statusCode).toBe(
      200,
    );
  });

  it('gives the seconds back when the provider fails', async () => {
    const app = await stack.app({ env: { TRANSCRIPTION_SECONDS_PER_DAY_PER_CLIENT: '3' } });
    const clip = () => wavBlob(sineWav({ seconds: 2.5, sampleRate: 8000 }));
    stack.fakes.openai.behave({ kind: 'status', status: 500, times: 1 });
    expect((await transcribe(app, { file: clip() })).statusCode).toBe(502);
    expect((await transcribe(app, { file: clip() })).statusCode).toBe(200);
  });

  it('refuses an MP3 longer than 5 minutes, counted by its frames', async () => {
    const app = await stack.app();
    const mp3 = silentMp3(301_000);
    const response = await transcribe(app, { file: new Blob([new Uint8Array(mp3)]) }, 'a.mp3');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body)).toMatchObject({
      message: 'Recordings are limited to 5 minutes.',
      code: 'audio_too_long',
    });
    expect(uploads()).toHaveLength(0);
  });

  it('refuses audio whose length cannot be read, and sends none of it', async () => {
    const app = await stack.app();
    const noDuration = new Uint8Array(webmContainer());
    const webmMagicOnly = new Uint8Array(64);
    webmMagicOnly.set([0x1a, 0x45, 0xdf, 0xa3]);
    const wavWithoutFormat = Buffer.concat([
      Buffer.from('RIFFxxxxWAVE', 'latin1'),
      Buffer.alloc(64),
    ]);
    for (const bytes of [noDuration, webmMagicOnly, new Uint8Array(wavWithoutFormat)]) {
      const response = await transcribe(app, { file: new Blob([bytes]) }, 'clip.webm');
      expect(response.statusCode).toBe(400);
      expect(errorOf(response.body)).toEqual({
        message:
          'The length of the recording could not be read from the file, so it cannot be transcribed.',
        type: 'invalid_request_error',
        code: 'invalid_audio',
      });
    }
    expect(uploads()).toHaveLength(0);
  });

  describe.skipIf(!AUDIO_TOOLS)('real spoken audio (espeak-ng and sox)', () => {
    const QUESTION = 'What are the early signs of type two diabetes?';

    it('transcribes spoken Ogg Vorbis and FLAC, sent on as what they are', async () => {
      const app = await stack.app();
      for (const format of ['ogg', 'flac'] as const) {
        const audio = new Blob([new Uint8Array(spokenAudio(QUESTION, format))]);
        expect((await transcribe(app, { file: audio }, 'recording.bin')).statusCode).toBe(200);
      }
      const sent = await Promise.all(uploads().map((upload) => readTranscriptionUpload(upload)));
      expect(sent.map((upload) => upload.fileName)).toEqual(['audio.ogg', 'audio.flac']);
    });

    it('measures a WAV with a forged byte rate by its real length, and charges that', async () => {
      const wav = spokenAudio(QUESTION, 'wav');
      // A byte rate 100 times the real one: a header check would read under 0.1 s.
      const forged = forgeWavByteRate(wav, 100);
      const app = await stack.app({ env: { TRANSCRIPTION_SECONDS_PER_DAY_PER_CLIENT: '5' } });
      // About 2.7 s of speech: charged 3 s, so a second one does not fit in 5.
      expect((await transcribe(app, { file: wavBlob(forged) })).statusCode).toBe(200);
      expect((await transcribe(app, { file: wavBlob(forged) })).statusCode).toBe(429);
      expect(uploads()).toHaveLength(1);
      expect((await firstUpload()).bytes?.equals(forged)).toBe(true);

      // Over 5 minutes of sound whose header says 3 seconds is refused as what it is.
      const long = forgeWavByteRate(toneAudio(301, 'wav'), 100);
      const refused = await transcribe(app, { file: wavBlob(long) }, undefined, '203.0.113.10');
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused.body).code).toBe('audio_too_long');
      expect(uploads()).toHaveLength(1);
    });

    it('refuses an Ogg longer than 5 minutes, and a cut one whose length cannot be read', async () => {
      const app = await stack.app();
      const long = await transcribe(app, {
        file: new Blob([new Uint8Array(toneAudio(301, 'ogg'))]),
      });
      expect(long.statusCode).toBe(400);
      expect(errorOf(long.body).message).toBe('Recordings are limited to 5 minutes.');
      const cut = spokenAudio(QUESTION, 'ogg').subarray(0, 300);
      const unreadable = await transcribe(app, { file: new Blob([new Uint8Array(cut)]) });
      expect(unreadable.statusCode).toBe(400);
      expect(errorOf(unreadable.body).code).toBe('invalid_audio');
      expect(uploads()).toHaveLength(0);
    });
  });
});
