import type { SearchRequestInput } from '../../contract/index.ts';
import type * as RedactForUpstream from '../../shared/privacy/redact-for-upstream.ts';
import type { RedactorReply, RedactorRequest } from './redactor-messages.ts';

/*
 * What the visitor typed is cleared of personal identifiers in the browser, before it leaves, by
 * the same code the server runs again (src/shared/privacy/redact-for-upstream.ts). The redactor
 * runs in a worker started when the visitor reaches for the form, not with the first screen: its
 * patterns and town gazetteer take a second or two to load on a slow phone, which on the main
 * thread would freeze typing or a file being read. Without workers (unit tests) it loads in place.
 * Should it fail to load, the request goes as typed: the server redacts every text before
 * anything passes it on.
 */

type Privacy = typeof RedactForUpstream;
type Job = { kind: 'search'; request: SearchRequestInput } | { kind: 'text'; text: string };

const loadInPlace = () => import('../../shared/privacy/redact-for-upstream.ts');
let inPlace: Promise<Privacy> | undefined;

interface Pending {
  resolve: (result: SearchRequestInput | string) => void;
  reject: (error: Error) => void;
}
let worker: Worker | undefined;
let workerBroken = false;
let nextId = 1;
const pending = new Map<number, Pending>();

/** Runs `work` when the page is idle (Safari has no requestIdleCallback: soon after, then). */
const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
};

function startWorker(): void {
  try {
    worker = new Worker(new URL('./redactor.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerBroken = true;
    return;
  }
  worker.onmessage = ({ data }: MessageEvent<RedactorReply>) => {
    const job = pending.get(data.id);
    pending.delete(data.id);
    if (data.ok) job?.resolve(data.result);
    else job?.reject(new Error(data.message));
  };
  // A worker that cannot load (a blocked script, an old browser) fails every question waiting on
  // it; later ones use the in-place redactor.
  worker.onerror = () => {
    workerBroken = true;
    worker?.terminate();
    worker = undefined;
    for (const job of pending.values()) job.reject(new Error('The redactor worker failed'));
    pending.clear();
  };
}

function startInPlace(): Promise<Privacy> {
  if (!inPlace) {
    inPlace = loadInPlace();
    inPlace.then(
      // Its first readings compile a few hundred patterns: do it while the visitor still types.
      (privacy) => whenIdle(() => privacy.warmUpRedactor()),
      () => {
        inPlace = undefined;
      },
    );
  }
  return inPlace;
}

/** Starts loading the redactor (idempotent); the first search then finds it ready. */
export function preloadRedactor(): void {
  if (typeof Worker !== 'undefined' && !workerBroken) {
    if (!worker) startWorker();
    if (worker) return;
  }
  void startInPlace().catch(() => undefined);
}

function inWorker(job: Job): Promise<SearchRequestInput | string> {
  const id = nextId++;
  const message: RedactorRequest = { id, ...job };
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker?.postMessage(message);
  });
}

async function redact(job: Job): Promise<SearchRequestInput | string | null> {
  preloadRedactor();
  if (worker) {
    try {
      return await inWorker(job);
    } catch {
      // Loading failed or the worker broke: try the same code in place.
    }
  }
  try {
    const privacy = await startInPlace();
    return job.kind === 'search'
      ? privacy.redactSearchTexts(job.request)
      : privacy.redactForUpstream(job.text);
  } catch {
    return null;
  }
}

/** The search request as it may leave: question, patient details, location and turns redacted. */
export async function redactOutgoingSearch(
  request: SearchRequestInput,
): Promise<SearchRequestInput> {
  const result = await redact({ kind: 'search', request });
  return result !== null && typeof result === 'object' ? result : request;
}

/** One text as it may leave the browser (a patient description, a flashcard topic). */
export async function redactOutgoingText(text: string): Promise<string> {
  const result = await redact({ kind: 'text', text });
  return typeof result === 'string' ? result : text;
}
