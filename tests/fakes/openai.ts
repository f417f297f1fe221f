/**
 * A fake OpenAI-compatible Chat Completions server speaking the real wire format, for unit, e2e and
 * benchmark runs without a model. Replies are deterministic and chosen by reading the request
 * (tests/fixtures/openai/compose-fake-reply.ts):
 * - translation requests (system prompt carries TRANSLATION_PROMPT_MARKER): the English query from
 *   a small table in tests/fixtures/openai/fake-replies.json, otherwise the question echoed back;
 * - answer requests (ANSWER_PROMPT_MARKER): a markdown answer under the `## ` headings the system
 *   prompt lists, in the language it names (canned sentences for en, es, fr, de, hi, te, km, ar, zh;
 *   English otherwise), with one sentence for the audience level, citing the first two source
 *   numbers the prompt fences (one if there is one source, none if there are none);
 * - follow-up question requests (FOLLOW_UP_PROMPT_MARKER): three fixed questions and a numbered
 *   line the app must drop;
 * - anything else: a short plain reply.
 * Speech, transcription and realtime client-secret requests go to tests/fakes/openai-audio.ts.
 * Failures are chosen with `behave()` or, so browser tests can pick them per question, by a trigger
 * word in the question: FAKEMODELERROR, FAKEMODELBREAK, FAKEMODELBADCITATION, FAKEMODELXSS,
 * FAKEMODELUNSUPPORTED (a sentence citing source 1 that it does not support; one word, so the fake
 * searches still find the question's sources).
 * Answer sentences that cite a source restate one of that source's sentences (in other languages
 * after a short lead in the language); quoting requests get the closest source sentence or null.
 * Requests with image parts (tests/fixtures/openai/vision-replies.ts): the lab extraction prompt
 * gets a Lab extraction JSON (a high and a low row, a patient's name and birth date left in
 * redactedContent), the image prompt a description ending in a Keywords line; failures by
 * FAKEVISIONNOJSON, FAKEVISIONBADSCHEMA, FAKEVISIONEMPTY, FAKEIMAGENOKEYWORDS.
 * Drug-name extraction, drug interaction analyses and USMLE flashcards (structured output) are
 * composed in tests/fixtures/openai/{drug-interaction,flashcard}-replies.ts; FAKEMODELBADFLASHCARDS
 * in the flashcard topic gives cards that fail validation.
 */
import type { ServerResponse } from 'node:http';
import { composeFakeReply } from '../fixtures/openai/compose-fake-reply.ts';
import { composeVisionReply } from '../fixtures/openai/vision-replies.ts';
import { createFakeAudio, isAudioPath, type FakeAudioOptions } from './openai-audio.ts';
import { sleep, startFakeServer, type FakeServer } from './fake-server.ts';

export type Behaviour =
  /** Normal replies (the default). */
  | { kind: 'ok' }
  /** Answer with this status; for the next `times` requests only, when given. */
  | { kind: 'status'; status: number; times?: number; body?: string }
  /** Streams send a few chunks and then the socket is destroyed; non-streams die mid-body. */
  | { kind: 'break' }
  /** Never answer. */
  | { kind: 'hang' }
  /** 429 with the non-JSON body 'quota exceeded', as some compatible servers send. */
  | { kind: 'plain-error' }
  /** Normal framing, but this content instead of the composed reply. */
  | { kind: 'reply'; content: string }
  /** Send these bytes verbatim with status 200 (replays recorded responses). */
  | { kind: 'raw'; body: string; contentType?: string };

/** Audio and realtime options: tests/fakes/openai-audio.ts. */
export interface FakeOpenAIOptions extends FakeAudioOptions {
  port?: number;
  /** Delay before the first content chunk (and before a non-streaming reply). */
  firstTokenMs?: number;
  /** Delay between content chunks. */
  tokenDelayMs?: number;
}

export interface FakeOpenAI extends FakeServer {
  behave(behaviour: Behaviour): void;
  /** Ephemeral keys minted by /v1/realtime/client_secrets, oldest first. */
  realtimeKeys: string[];
}

export const FAKE_MODEL_TRIGGERS = {
  serverError: 'FAKEMODELERROR',
  breakStream: 'FAKEMODELBREAK',
  badCitation: 'FAKEMODELBADCITATION',
  /** A sentence citing source 1 that source 1 does not support (one word: the searches still match). */
  unsupported: 'FAKEMODELUNSUPPORTED',
  hostileMarkup: 'FAKEMODELXSS',
  /** Tokens come slowly, so a browser test can look at the page while the answer is streaming. */
  slowStream: 'FAKEMODELSLOW',
  /**
   * Tokens come at a reading pace, so a journey can see the streaming state on a loaded machine
   * (at the stack's 1 ms a token it can be over before the browser looks) and still finish soon.
   */
  pacedStream: 'FAKEMODELPACED',
} as const;

const SLOW_TOKEN_DELAY_MS = 300;
const PACED_TOKEN_DELAY_MS = 15;

/** A reply a compromised or prompt-injected model could send: it must render as inert text. */
export const HOSTILE_REPLY = [
  '## Overview',
  'Safe sentence before the payloads [1].',
  '<script>window.__xss = "script"</script>',
  '<img src=x onerror="window.__xss = \'img\'">',
  '<svg onload="window.__xss = \'svg\'"></svg>',
  "[click me](javascript:window.__xss='link')",
  '![tracker](https://tracker.example.com/pixel.png)',
  '<iframe src="javascript:window.__xss=\'iframe\'"></iframe>',
  'Safe sentence after the payloads.',
].join('\n\n');

interface ChatMessage {
  role: string;
  content: string | { type: string; text?: string; image_url?: { url: string } }[] | null;
}
interface ChatRequest {
  model?: string;
  messages?: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
}
const hasImages = (message: ChatMessage | undefined): boolean =>
  Array.isArray(message?.content) && message.content.some((part) => part.type === 'image_url');
const textOf = (message: ChatMessage | undefined): string =>
  typeof message?.content === 'string'
    ? message.content
    : (message?.content ?? []).map((part) => part.text ?? '').join('\n');

/** The current question: the prompt's "Question:" block when there is one, else the whole message. */
const questionOf = (user: string): string =>
  /(?:^|\n)Question:\n([\s\S]*?)(?:\n\n|$)/.exec(user)?.[1] ?? user;

/** Word-sized pieces (long runs without spaces, as in Chinese, are cut every few characters). */
const toChunks = (content: string): string[] => content.match(/\S{1,8}\s*|\s+/gu) ?? [];

const errorBody = (status: number): string =>
  JSON.stringify({
    error: {
      message: status === 429 ? 'Rate limit reached for requests' : `Fake upstream error ${status}`,
      type: status === 429 ? 'requests' : status >= 500 ? 'server_error' : 'invalid_request_error',
      param: null,
      code: null,
    },
  });

/** Errors carry retry-after-ms, as OpenAI sends, so the AI SDK's retries stay fast in tests. */
function sendError(
  res: ServerResponse,
  status: number,
  body: string,
  contentType = 'application/json',
) {
  res.writeHead(status, { 'content-type': contentType, 'retry-after-ms': '5' });
  res.end(body);
}

export async function startFakeOpenAI(options: FakeOpenAIOptions = {}): Promise<FakeOpenAI> {
  const { firstTokenMs = 0, tokenDelayMs = 0 } = options;
  let behaviour: Behaviour = { kind: 'ok' };
  let remaining = Infinity;
  let sequence = 0;

  const take = (): Behaviour => {
    const current = behaviour;
    if (current.kind === 'status' && current.times !== undefined) {
      remaining = remaining === Infinity ? current.times : remaining;
      remaining -= 1;
      if (remaining <= 0) [behaviour, remaining] = [{ kind: 'ok' }, Infinity];
    }
    return current;
  };

  async function stream(
    res: ServerResponse,
    request: ChatRequest,
    content: string,
    breakAfter?: number,
    tokenDelay = tokenDelayMs,
  ) {
    const id = `chatcmpl-fake${++sequence}`;
    const base = {
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: request.model ?? 'fake',
    };
    const send = (data: string) =>
      new Promise<void>((resolve) =>
        res.destroyed ? resolve() : res.write(`data: ${data}\n\n`, () => resolve()),
      );
    const chunk = (delta: object, finish: string | null = null) =>
      send(
        JSON.stringify({
          ...base,
          choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
        }),
      );
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    await chunk({ role: 'assistant', content: '' });
    await sleep(firstTokenMs);
    const pieces = toChunks(content);
    // Even a one-word reply must break before its end, or 'break' would pass for success.
    const cut = breakAfter === undefined ? -1 : Math.min(breakAfter, pieces.length - 1);
    for (const [index, piece] of pieces.entries()) {
      if (res.destroyed) return;
      if (index === cut) return void res.socket?.destroy();
      await chunk({ content: piece });
      if (tokenDelay > 0) await sleep(tokenDelay);
    }
    await chunk({}, 'stop');
    if (request.stream_options?.include_usage) {
      const usage = {
        prompt_tokens: 100,
        completion_tokens: pieces.length,
        total_tokens: 100 + pieces.length,
      };
      await send(JSON.stringify({ ...base, choices: [], usage }));
    }
    res.end('data: [DONE]\n\n');
  }

  async function complete(
    res: ServerResponse,
    request: ChatRequest,
    content: string,
    broken = false,
  ) {
    await sleep(firstTokenMs);
    const body = JSON.stringify({
      id: `chatcmpl-fake${++sequence}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.model ?? 'fake',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content, refusal: null },
          logprobs: null,
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
    });
    res.writeHead(200, { 'content-type': 'application/json' });
    if (!broken) return void res.end(body);
    res.write(body.slice(0, 40), () => res.socket?.destroy());
  }

  const audio = createFakeAudio(options);
  const server = await startFakeServer(async (recorded, res) => {
    if (isAudioPath(recorded.url.pathname)) return audio.handle(recorded, res, take());
    if (
      recorded.method !== 'POST' ||
      !/^(?:\/v1)?\/chat\/completions$/.test(recorded.url.pathname)
    ) {
      return sendError(res, 404, errorBody(404));
    }
    const request = JSON.parse(recorded.body || '{}') as ChatRequest;
    const messages = request.messages ?? [];
    const system = messages
      .filter((m) => m.role === 'system' || m.role === 'developer')
      .map(textOf)
      .join('\n');
    const lastUser = messages.filter((m) => m.role === 'user').at(-1);
    const user = textOf(lastUser);
    const question = questionOf(user);
    const current = take();
    const has = (trigger: string) => question.includes(trigger);

    if (current.kind === 'status')
      return sendError(res, current.status, current.body ?? errorBody(current.status));
    if (current.kind === 'plain-error') return sendError(res, 429, 'quota exceeded', 'text/plain');
    if (current.kind === 'hang') return new Promise<void>((resolve) => res.on('close', resolve));
    if (current.kind === 'raw') {
      res.writeHead(200, { 'content-type': current.contentType ?? 'text/event-stream' });
      return void res.end(current.body);
    }
    if (current.kind === 'ok' && has(FAKE_MODEL_TRIGGERS.serverError))
      return sendError(res, 500, errorBody(500));

    const broken = current.kind === 'break' || has(FAKE_MODEL_TRIGGERS.breakStream);
    const vision = hasImages(lastUser) ? composeVisionReply(system, question) : null;
    const content =
      current.kind === 'reply'
        ? current.content
        : has(FAKE_MODEL_TRIGGERS.hostileMarkup)
          ? HOSTILE_REPLY
          : (vision ??
            composeFakeReply(system, user, {
              badCitation: has(FAKE_MODEL_TRIGGERS.badCitation),
              unsupported: has(FAKE_MODEL_TRIGGERS.unsupported),
            }));
    if (request.stream) {
      const delay = has(FAKE_MODEL_TRIGGERS.slowStream)
        ? SLOW_TOKEN_DELAY_MS
        : has(FAKE_MODEL_TRIGGERS.pacedStream)
          ? PACED_TOKEN_DELAY_MS
          : tokenDelayMs;
      return stream(res, request, content, broken ? 3 : undefined, delay);
    }
    return complete(res, request, content, broken);
  }, options.port);

  return {
    ...server,
    realtimeKeys: audio.realtimeKeys,
    behave(next: Behaviour) {
      behaviour = next;
      remaining = Infinity;
    },
  };
}
